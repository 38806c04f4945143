//===- ReferenceFinder.h - Find names in the user's AST ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_REFERENCEFINDER_H
#define MUSIFY_ANALYSIS_REFERENCEFINDER_H

#include "musify/Analysis/ReferenceSink.h"
#include "musify/Analysis/SourceClassifier.h"
#include <vector>

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace musify {

/// Walks the top-level declarations written in user files (never the
/// thousands declared by the CUDA and system headers) and reports every name
/// that refers to a declaration, plus the user's own declarations.
void findReferences(clang::ASTContext &Ctx, SourceClassifier &Classifier,
                    ReferenceSink &Sink);

/// The top-level declarations written in user files: the traversal scope of
/// every AST walk musify does.
std::vector<clang::Decl *> userTopLevelDecls(clang::ASTContext &Ctx,
                                             SourceClassifier &Classifier);

} // namespace musify

#endif
