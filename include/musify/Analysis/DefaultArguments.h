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
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace musify {

/// What argument \p Index of \p Call passes, when it passes nothing.
struct DefaultArgument {
  /// A null pointer constant for a pointer parameter, or the address of
  /// EmptyLocal.
  bool IsDefault = false;
  /// `T v = {};` (or `T v{};`), a local of Function whose address is all
  /// that anything takes of it, and only as this argument of calls to the
  /// same function (Calls of them); its declaration is Declaration, a
  /// statement of a block that declares it alone (not a for-init).
  const clang::VarDecl *EmptyLocal = nullptr;
  const clang::DeclStmt *Declaration = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  unsigned Calls = 0;
};

DefaultArgument defaultArgument(const clang::CallExpr *Call, unsigned Index);

} // namespace musify

#endif // MUSIFY_ANALYSIS_DEFAULTARGUMENTS_H
