//===- EmbedGuard.cpp - #embed stops a parse ------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/EmbedGuard.h"

namespace musify {

void EmbedGuard::EmbedDirective(clang::SourceLocation HashLoc, llvm::StringRef,
                                bool, clang::OptionalFileEntryRef,
                                const clang::LexEmbedParametersResult &) {
  if (Seen)
    *Seen = true;
  Diags.Report(HashLoc,
               Diags.getCustomDiagID(
                   clang::DiagnosticsEngine::Fatal,
                   "#embed is not CUDA (nvcc has no #embed); the parse "
                   "stopped here so that no error quotes the embedded file"));
}

} // namespace musify
