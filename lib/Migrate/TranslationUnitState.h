//===- TranslationUnitState.h - Decisions during one parse ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_TRANSLATIONUNITSTATE_H
#define MUSIFY_LIB_MIGRATE_TRANSLATIONUNITSTATE_H

#include "FileMigration.h"
#include "LibraryIncludeGraph.h"
#include "musify/Analysis/DefaultArguments.h"
#include "musify/Analysis/ProjectSymbolFinder.h"
#include "musify/Analysis/ReferenceSink.h"
#include "musify/Analysis/SourceClassifier.h"
#include "musify/Checks/Check.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Path.h"
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace clang {
class DeclRefExpr;
} // namespace clang

namespace musify {
struct NvccIsmFix;

/// Receives what the AST walk and the preprocessor find in one translation
/// unit and turns it into per-file edits and diagnostics.
class TranslationUnitState : public ReferenceSink, public CheckReporter {
public:
  TranslationUnitState(const clang::SourceManager &SM,
                       const clang::LangOptions &LangOpts, const RuleSet &Rules,
                       SourceClassifier &Classifier)
      : SM(SM), LangOpts(LangOpts), Rules(Rules), Classifier(Classifier) {}

  void declReference(clang::SourceLocation NameLoc,
                     const clang::NamedDecl *D) override;
  void namespaceReference(clang::SourceLocation NameLoc,
                          const clang::NamedDecl *NS) override;
  void callExpression(const clang::CallExpr *Call) override;
  void userDeclaration(clang::SourceLocation NameLoc) override;
  /// Also notes each of the user's own declarations named like CUDA's.
  void declarationSeen(const clang::NamedDecl *D) override;
  /// Also keeps the value of each user macro defined as one integer.
  void macroDefinition(const clang::Token &NameTok,
                       const clang::MacroInfo *MI) override;
  /// Members of a library's classes (PyTorch's Tensor::is_cuda) follow
  /// their rules; CUDA's own structs keep their members on MUSA.
  void memberReference(clang::SourceLocation NameLoc,
                       const clang::NamedDecl *D) override;
  /// With --rename-symbols: \p Finder hears of the user's declarations and
  /// of every name they refer to.
  void setSymbolFinder(ProjectSymbolFinder *Finder) { Symbols = Finder; }
  void macroReference(const clang::Token &NameTok,
                      const clang::MacroInfo *MI) override;
  void skippedRange(clang::SourceRange Range) override;
  void fileEntered(clang::FileID FID) override;
  void inclusion(clang::FileID Includer, llvm::StringRef Written,
                 clang::SourceLocation NameLoc, clang::FileEntryRef File,
                 clang::SrcMgr::CharacteristicKind Kind) override;
  void includeNamed(llvm::StringRef Written) override {
    IncludedNames.insert(llvm::sys::path::filename(Written).str());
  }
  /// The file names (no directories) of every `#include` and
  /// `__has_include` of the translation unit, found or not, for telling
  /// when a new file may change what it includes.
  const std::set<std::string> &includedNames() const { return IncludedNames; }

  /// Runs the token-level pass over every user file of the translation unit
  /// and hands over the results. A non-empty \p TokenOnlyReason says that the
  /// AST is unusable (the parse failed).
  /// \p FirstError (`file:line:col: message`) tells which file the parse
  /// failed in: the others say that a unit including them failed.
  std::vector<FileMigration>
  finish(llvm::StringRef TokenOnlyReason, llvm::StringRef FirstError = "",
         llvm::ArrayRef<std::unique_ptr<Check>> Checks = {});

  /// Adds to each user file the includes of a library's headers (CUTLASS's)
  /// whose names it uses, that it does not include itself and that the MUSA
  /// counterpart's headers (MUTLASS's), as \p Graph reads them, no longer
  /// reach from its includes. Called before finish, on a parse without
  /// errors.
  void addLostLibraryIncludes(LibraryIncludeGraph &Graph);

  /// Applies the fixes of code only nvcc accepts (one error's) and reports
  /// each; its Dropped, where valid, is the statement Clang's recovery
  /// dropped from the AST, migrated as text. False where an all-or-nothing
  /// fix has one outside the project's code or in a file \p Written (the
  /// migration's output scope, by absolute path; unset: every file) says
  /// the migration does not write: nothing is applied.
  bool nvccIsm(const NvccIsmFix &Fix, llvm::StringRef ClangMessage,
               const std::function<bool(llvm::StringRef)> &Written);

  void report(DiagID ID, clang::SourceLocation Loc, std::string Message,
              std::string Suggestion, clang::CharSourceRange FixRange,
              std::string Fix) override;
  bool removeFromPort(clang::CharSourceRange Range) override;
  bool keepInPort(clang::SourceLocation Name) override;
  bool isUserCode(clang::SourceLocation Loc) const override {
    return Classifier.isUser(SM.getExpansionLoc(Loc));
  }

private:
  /// Applies one fix of an nvcc-ism in \p Range and reports it; what musify
  /// did, in words ("inserted '__host__'").
  std::string applyNvccIsmFix(const clang::FixItHint &Fix,
                              clang::CharSourceRange Range,
                              llvm::StringRef ClangMessage);
  /// Whether \p Written takes the file \p Loc lies in.
  bool isWritten(clang::SourceLocation Loc,
                 const std::function<bool(llvm::StringRef)> &Written) const;
  bool mayBePoisoned(llvm::StringRef Name) const;
  /// The rule for the function \p Call calls through \p Ref, named where
  /// the user wrote it (\p NameLoc: the callee's name, or a CUDA macro that
  /// stands for it alone, cuCtxCreate for cuCtxCreate_v4), and where the
  /// call starts in the user's text (\p CallBegin).
  const Rule *calleeRule(const clang::CallExpr *Call,
                         const clang::DeclRefExpr *Ref,
                         clang::SourceLocation &NameLoc,
                         clang::SourceLocation &CallBegin);
  /// Where a call and its arguments are in the text of file \p FID: none
  /// where it crosses a macro boundary.
  struct CallText {
    unsigned Begin, End;
    std::vector<std::pair<unsigned, unsigned>> Args;
  };
  std::optional<CallText> callText(const clang::CallExpr *Call,
                                   clang::SourceLocation CallBegin,
                                   clang::FileID FID) const;
  /// A call written whole in the body of the user's macro, its arguments
  /// the body's text or the macro's parameters: where it is in that
  /// #define, so that one edit serves every expansion; none otherwise.
  std::optional<CallText> callTextInDefinition(const clang::CallExpr *Call,
                                               clang::SourceLocation CallBegin,
                                               clang::FileID FID) const;
  /// Where the token at \p Loc is written in the definition of the macro
  /// of \p Expansion: a token of its body (\p Parameter false), or for a
  /// token of one of its arguments, the parameter that brought it in
  /// (\p Parameter true); invalid where it is neither.
  clang::SourceLocation inDefinition(clang::SourceLocation Loc,
                                     clang::FileID Expansion,
                                     bool &Parameter) const;
  /// An empty local a dropped argument passed: removed once every call
  /// that passed it (Needed) is rewritten (Done).
  struct PendingRemoval {
    FileMigration *Home;
    unsigned Begin, End;
    std::string Name;
    unsigned At; ///< where the declaration starts, for the note
    unsigned Needed, Done;
    const Rule *R;
  };
  /// Where \p Loc is once out of every macro argument it is in: still a
  /// macro location where it is in a macro's body.
  clang::SourceLocation outOfMacroArguments(clang::SourceLocation Loc) const;
  /// Whether the local \p D passes can go: declared in a user's file in a
  /// statement of its own that no exclusion marker covers, and named by no
  /// skipped branch of its function.
  bool removableLocal(const DefaultArgument &D, const Rule &R,
                      PendingRemoval &Out);
  /// For a call template that leaves arguments out (call-drops-defaults):
  /// whether each passes nothing here; if so, takes back what the callee's
  /// name was given, says so, and counts the call for the empty locals it
  /// passed.
  bool dropDefaultArguments(const clang::CallExpr *Call, const Rule &R,
                            clang::SourceLocation CallBegin,
                            unsigned NameOffset, unsigned NameLength,
                            FileMigration &F);
  /// Removes each empty local whose calls all dropped it (finish).
  void removeUnusedLocals();
  FileMigration &fileFor(clang::FileID FID);
  /// Handles a name the user wrote at \p Spelling that denotes \p Name,
  /// declared or defined in a file classified as \p Where.
  void handleCudaName(clang::SourceLocation Spelling, llvm::StringRef Name,
                      const FileClass &Where, llvm::StringRef What,
                      const Rule *R);
  /// Where the first declaration of \p D is, for deciding whose name it is.
  /// Whether the qualifier at \p Spelling, renamed by \p Namespace, may be
  /// renamed given the name it qualifies; reports that name if it may not
  /// be (see NamespaceMembers.h).
  bool checkMember(clang::SourceLocation Spelling, const Rule &Namespace);
  /// Where the name at \p NameLoc, which refers to \p D, is spelled (after
  /// telling the symbol finder); invalid when there is nothing to look at.
  clang::SourceLocation spellingOf(clang::SourceLocation NameLoc,
                                   const clang::NamedDecl *D);
  const FileClass &whereDeclared(const clang::Decl *D);

  void reportPasted(FileMigration &F, unsigned Offset, unsigned Length,
                    llvm::StringRef Name);
  /// Records that the user wrote at \p Spelling a name \p D that a library
  /// header declares (for addLostLibraryIncludes).
  void noteLibraryUse(clang::SourceLocation Spelling,
                      const clang::NamedDecl *D);
  /// The spellings, after migration, of the library headers \p FID and the
  /// user headers it includes include.
  void collectLibraryIncludes(clang::FileID FID, std::set<clang::FileID> &Seen,
                              std::vector<std::string> &Out);

  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  const RuleSet &Rules;
  SourceClassifier &Classifier;
  std::map<clang::FileID, FileMigration> Files;
  std::set<std::string> IncludedNames;
  /// A name of a library header's, first used in a user file: the header as
  /// its includer spelled it (cutlass/layout/matrix.h) -> the name and where.
  struct LibraryUse {
    std::string Name;
    unsigned Offset;
  };
  std::map<clang::FileID, std::map<std::string, LibraryUse>> LibraryUses;
  /// The user headers each user file includes.
  std::map<clang::FileID, std::vector<const clang::FileEntry *>> UserIncludes;
  ProjectSymbolFinder *Symbols = nullptr;
  /// The names a rule knows that the user's code declares at namespace
  /// scope, with where ("file:line"): kept in inactive branches too.
  llvm::StringMap<std::string> DeclaredNames;
  /// The user's macros defined as one integer, by name (the last
  /// definition the preprocessor saw).
  llvm::StringMap<unsigned long long> IntegerMacros;
  /// Callee names of calls rewritten through a call template.
  llvm::DenseSet<clang::SourceLocation> RewrittenCallees;
  /// By (file, offset) of the declaration.
  std::map<std::pair<std::string, unsigned>, PendingRemoval> PendingRemovals;
};

} // namespace musify

#endif
