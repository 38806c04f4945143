//===- ProjectSymbolFinder.h - The project's names that say CUDA -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What one translation unit says about the project's own names that carry a
// CUDA word (--rename-symbols): which it declares, and which must keep their
// name because the same name also stands for something that is not the
// project's. Whether a name is renamed is decided later, over all
// translation units (see lib/Migrate/SymbolRenames.h).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_PROJECTSYMBOLFINDER_H
#define MUSIFY_ANALYSIS_PROJECTSYMBOLFINDER_H

#include "musify/Analysis/SourceClassifier.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <memory>
#include <set>
#include <string>

namespace clang {
class ASTContext;
class Decl;
class IdentifierTable;
class MacroInfo;
class NamedDecl;
} // namespace clang

namespace musify {

struct DeclaredSymbol {
  std::string Kind; ///< function, type, variable, field, macro, ...
  std::string File; ///< absolute path of the first declaration seen
  unsigned Line = 0;
  unsigned Offset = 0; ///< of the name in File, where notes point
  /// Every file that declares (or, for a macro, defines or tests) it.
  std::set<std::string> Files;
  /// A macro the code tests but no source defines (`#ifdef WITH_CUDA`):
  /// the build defines it.
  bool FromBuild = false;
};

struct ProjectSymbolFacts {
  std::map<std::string, DeclaredSymbol> Declared;
  /// Names that must not be renamed, with the reason.
  std::map<std::string, std::string> Kept;

  /// Adds \p Other's facts; the first reason to keep a name stays, and a
  /// declaration in a source wins over one that only the build makes.
  void merge(const ProjectSymbolFacts &Other);
};

class ProjectSymbolFinder {
public:
  ProjectSymbolFinder(const clang::SourceManager &SM,
                      SourceClassifier &Classifier, const RuleSet &Rules,
                      ProjectSymbolFacts &Facts)
      : SM(SM), Classifier(Classifier), Rules(Rules), Facts(Facts) {}

  /// Macro definitions, expansions and tests.
  std::unique_ptr<clang::PPCallbacks> preprocessorCallbacks();
  /// A name whose MUSA form already names something in the translation
  /// unit (\p IsIdentifier: whether it lexed that identifier, in its own
  /// text or in a precompiled preamble) keeps its name.
  void finish(llvm::function_ref<bool(llvm::StringRef)> IsIdentifier);

  /// What the AST walk finds in the user's code (ReferenceFinder, through
  /// TranslationUnitState): a declaration, and a name referring to \p D.
  void declaration(const clang::NamedDecl *D);
  void reference(clang::SourceLocation Loc, const clang::NamedDecl *D);
  void macroDefined(const clang::Token &Name, clang::SourceLocation DefLoc);
  void macroUsed(const clang::Token &Name, const clang::MacroInfo *MI);

private:
  /// Whether \p Name is one --rename-symbols would consider: it has a CUDA
  /// word and is not itself a CUDA name with a rule.
  bool candidate(llvm::StringRef Name) const;
  std::string where(clang::SourceLocation Loc) const;
  void keep(llvm::StringRef Name, std::string Why);
  void declare(llvm::StringRef Name, llvm::StringRef Kind,
               clang::SourceLocation Loc, bool FromBuild);
  /// Made by the command line or the compiler, not a file.
  bool isBuiltin(clang::SourceLocation Loc) const;

  const clang::SourceManager &SM;
  SourceClassifier &Classifier;
  const RuleSet &Rules;
  ProjectSymbolFacts &Facts;
};

} // namespace musify

#endif
