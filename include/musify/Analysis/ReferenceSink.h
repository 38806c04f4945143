//===- ReferenceSink.h - What the analyses report ---------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The AST walk and the preprocessor callbacks only find things; deciding what
// to rewrite or report is done in one place, behind this interface.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_REFERENCESINK_H
#define MUSIFY_ANALYSIS_REFERENCESINK_H

#include "clang/Basic/FileEntry.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

namespace clang {
class CallExpr;
class NamedDecl;
class MacroInfo;
class Token;
} // namespace clang

namespace musify {

class ReferenceSink {
public:
  virtual ~ReferenceSink() = default;
  /// A name written at \p NameLoc refers to \p D.
  virtual void declReference(clang::SourceLocation NameLoc,
                             const clang::NamedDecl *D) = 0;
  /// A namespace name written at \p NameLoc (a qualifier, a using-directive,
  /// an alias target) refers to namespace or namespace alias \p NS.
  virtual void namespaceReference(clang::SourceLocation NameLoc,
                                  const clang::NamedDecl *NS) = 0;
  /// \p Call calls a function; it is reported before the callee's name.
  virtual void callExpression(const clang::CallExpr *Call) = 0;
  /// The user declares something named at \p NameLoc.
  virtual void userDeclaration(clang::SourceLocation NameLoc) = 0;
  /// Every named declaration of the user's code, first or not.
  virtual void declarationSeen(const clang::NamedDecl *D) {}
  /// A member named at \p NameLoc (obj.field, a constructor's member
  /// initializer, a designated initializer) is \p D. CUDA's members keep
  /// their names on MUSA, so only --rename-symbols listens.
  virtual void memberReference(clang::SourceLocation NameLoc,
                               const clang::NamedDecl *D) {}
  /// A macro named at \p NameTok is defined (#define, or -D) as \p MI.
  virtual void macroDefinition(const clang::Token &NameTok,
                               const clang::MacroInfo *MI) {}
  /// A macro is expanded; \p MI is its definition.
  virtual void macroReference(const clang::Token &NameTok,
                              const clang::MacroInfo *MI) = 0;
  /// The preprocessor skipped \p Range (an inactive branch).
  virtual void skippedRange(clang::SourceRange Range) = 0;
  /// An `#include` in \p Includer of \p Written, whose file name starts at
  /// \p NameLoc (the quote or '<'), found \p File, a file of \p Kind.
  virtual void inclusion(clang::FileID Includer, llvm::StringRef Written,
                         clang::SourceLocation NameLoc,
                         clang::FileEntryRef File,
                         clang::SrcMgr::CharacteristicKind Kind) = 0;
  /// An `#include` or `__has_include` names \p Written, found or not.
  virtual void includeNamed(llvm::StringRef Written) = 0;
  /// The preprocessor entered a file.
  virtual void fileEntered(clang::FileID FID) = 0;
};

} // namespace musify

#endif
