//===- ReferenceFinder.h - Find names in the user's AST ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_ANALYSIS_REFERENCEFINDER_H
#define MUSIFY_LIB_ANALYSIS_REFERENCEFINDER_H

#include "ReferenceSink.h"
#include "SourceClassifier.h"

namespace clang {
class ASTContext;
}

namespace musify {

/// Walks the top-level declarations written in user files (never the
/// thousands declared by the CUDA and system headers) and reports every name
/// that refers to a declaration, plus the user's own declarations.
void findReferences(clang::ASTContext &Ctx, SourceClassifier &Classifier,
                    ReferenceSink &Sink);

} // namespace musify

#endif
