//===- EmbedGuard.h - #embed stops a parse ---------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_EMBEDGUARD_H
#define MUSIFY_ANALYSIS_EMBEDGUARD_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/PPCallbacks.h"

namespace musify {

/// Stops a parse at its first `#embed` with a fatal error. nvcc has no
/// #embed (a C23 directive Clang accepts as an extension), and the bytes it
/// pastes into the translation unit come back in later errors (template
/// arguments, initialisers): `#embed "/etc/shadow"` in the input tree would
/// quote that file into diagnostics, reports and caches. A fatal error
/// silences every later one, and its own text names only the directive.
class EmbedGuard : public clang::PPCallbacks {
public:
  /// \p Seen, where given, is set when a directive is met.
  explicit EmbedGuard(clang::DiagnosticsEngine &Diags, bool *Seen = nullptr)
      : Diags(Diags), Seen(Seen) {}
  void EmbedDirective(clang::SourceLocation HashLoc, llvm::StringRef FileName,
                      bool IsAngled, clang::OptionalFileEntryRef File,
                      const clang::LexEmbedParametersResult &Params) override;

private:
  clang::DiagnosticsEngine &Diags;
  bool *Seen;
};

} // namespace musify

#endif // MUSIFY_ANALYSIS_EMBEDGUARD_H
