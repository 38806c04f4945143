//===- DefaultArguments.h - Arguments that pass nothing ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A call whose MUSA counterpart takes fewer parameters can drop an argument
// only where that argument says nothing: CUDA 13's cuCtxCreate(&ctx,
// &params, flags, dev) is CUDA 11's cuCtxCreate(&ctx, flags, dev) when
// `params` is null or an empty CUctxCreateParams.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_DEFAULTARGUMENTS_H
#define MUSIFY_ANALYSIS_DEFAULTARGUMENTS_H

namespace clang {
class CallExpr;
class DeclStmt;
class VarDecl;
} // namespace clang

namespace musify {

/// What argument \p Index of \p Call passes, when it passes nothing.
struct DefaultArgument {
  /// A null pointer constant, or the address of EmptyLocal.
  bool IsDefault = false;
  /// `T v = {};` (or `T v{};`), a local of the calling function whose
  /// address is all that anything takes of it, and only as this argument
  /// of calls to the same function; its declaration is Declaration, a
  /// statement that declares it alone.
  const clang::VarDecl *EmptyLocal = nullptr;
  const clang::DeclStmt *Declaration = nullptr;
};

DefaultArgument defaultArgument(const clang::CallExpr *Call, unsigned Index);

} // namespace musify

#endif // MUSIFY_ANALYSIS_DEFAULTARGUMENTS_H
