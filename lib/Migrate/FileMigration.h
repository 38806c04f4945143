//===- FileMigration.h - Edits and findings for one file --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one place that turns "this token names that rule" into an edit or a
// diagnostic, whichever pass found the token.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_FILEMIGRATION_H
#define MUSIFY_LIB_MIGRATE_FILEMIGRATION_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Rewrite/FileEdits.h"
#include "musify/Rules/RuleSet.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <memory>
#include <optional>
#include <set>

namespace musify {

class Check;

/// Whether \p R is a CUDA macro without a MUSA name that the `#if` at
/// \p Offset of \p Content tests beside a MUSA name (__MUSA__, __MUSACC__,
/// MUSART_VERSION; mmcv's `defined(__NVCC__) || defined(__HIP__) ||
/// defined(__MUSA__)`): the condition already decides MUSA's case, so a
/// finding on it would be noise.
bool inConditionDecidingMusa(llvm::StringRef Content, unsigned Offset,
                             const Rule &R, const RuleSet &Rules);

struct StandardSetting;
class ScriptText;

/// The C++ standard the MUSA libraries a port includes are written in
/// (a family's musa-cxx-standard): its year, or 0, and why, for MU3004.
struct StandardNeed {
  unsigned Year = 0;
  std::string Why;
};

class FileMigration {
public:
  FileMigration(std::string Path, std::string Content);

  /// Rewrites or reports the token at [Offset, Offset+Length) per \p R.
  void applyRule(unsigned Offset, unsigned Length, const Rule &R);
  void report(DiagID ID, unsigned Offset, unsigned Length, std::string Message,
              std::string Suggestion = "", const Rule *R = nullptr,
              llvm::StringRef Api = "", llvm::StringRef Family = "");
  /// Replaces the call at [Begin, End) by \p R's call template, whose $N
  /// stand for the text of the arguments at \p Args. Applied at the end,
  /// so that names rewritten inside the arguments are kept.
  void addCallRewrite(unsigned Begin, unsigned End,
                      std::vector<std::pair<unsigned, unsigned>> Args,
                      unsigned NameOffset, unsigned NameLength, const Rule &R);
  /// The call whose callee's name is at \p NameOffset cannot be rewritten
  /// in one of the places it is met (another expansion of a macro that
  /// holds it): it is rewritten in none.
  void refuseCallRewrite(unsigned NameOffset) {
    RefusedCalls.insert(NameOffset);
  }
  bool callRefused(unsigned NameOffset) const {
    return RefusedCalls.contains(NameOffset);
  }
  /// Takes back the diagnostics that start in [Begin, End) and the edits
  /// inside it: a rewrite of the whole range replaces what was decided
  /// about its parts.
  void withdraw(unsigned Begin, unsigned End);
  /// Takes [Begin, End) out of the port (a declaration that a call rewrite
  /// left unused, a switch arm MUSA cannot reach), with what was found and
  /// rewritten in it; its line breaks stay, so that the port's lines are
  /// the original's. False where another edit overlaps the range's edge:
  /// then nothing changes.
  bool removeText(unsigned Begin, unsigned End);
  /// Takes the include directive of header rule \p R, whose path is at
  /// \p Offset, out of the port (its line stays, empty) and reports it;
  /// false where the line holds more than the directive and a comment.
  bool removeInclude(unsigned Offset, const Rule &R);
  /// MU1004 for the include of header rule \p R at \p Offset (\p Why:
  /// why a header the port could do without stays).
  void reportHeader(unsigned Offset, unsigned Length, const Rule &R,
                    llvm::StringRef Why = "");
  /// Removes the includes of headers the port does without (rules that
  /// say `remove`), unless a use of their names stays in the file (see
  /// holdsInclude); else reports them as MU1004.
  void removePendingIncludes(const RuleSet &Rules);
  /// Whether finding \p D is a use that the port keeps and that needs a
  /// removable header of family \p Owner: a kept use of a call the port
  /// does without, or any use of \p Owner's names outside a macro's
  /// definition.
  bool holdsInclude(const Diagnostic &D, const RuleSet &Rules,
                    const Family *Owner) const;
  /// Whether \p Offset is in the body of a `#define`.
  bool inMacroDefinition(unsigned Offset) const;
  /// Writes \p Text in the port for [Offset, Offset+Length), in place of
  /// the edits inside it (a check's rewrite of a whole condition), under
  /// the rule of the one edit it replaces, if one. False where another
  /// edit overlaps the range's edge: then nothing changes.
  bool replaceText(unsigned Offset, unsigned Length, std::string Text);
  /// The first name or header without a MUSA counterpart that a finding in
  /// [Begin, End) reports, with its line (TextCheckContext::portGapIn).
  std::string portGapIn(unsigned Begin, unsigned End) const;
  /// Whether an exclusion marker covers any of [Begin, End).
  bool isExcluded(unsigned Begin, unsigned End) const;
  /// Whether a branch the preprocessor skipped within [Begin, End) names
  /// \p Word (code the AST does not see, which another configuration
  /// compiles).
  bool inactiveCodeNames(unsigned Begin, unsigned End,
                         llvm::StringRef Word) const;
  /// The token at \p Offset stays as written, also where the file falls
  /// back to the token-level pass (a check kept it).
  void keepAsWritten(unsigned Offset) { Protected.insert(Offset); }
  /// The token at \p Offset names a declaration of the user's.
  void protect(unsigned Offset) {
    Protected.insert(Offset);
    UserNames.insert(Offset);
  }
  void addInactiveRange(unsigned Begin, unsigned End) {
    Inactive.push_back({Begin, End});
  }
  /// The user's code in this file declares \p Name, a name CUDA's APIs have
  /// too (a copy of a CUDA header's `typedef ... CUdeviceptr;`): the
  /// port's own name, which --verify's model must not poison.
  void noteDeclaredCudaName(llvm::StringRef Name) {
    DeclaredCudaNames.insert(Name.str());
  }
  const std::set<std::string> &declaredCudaNames() const {
    return DeclaredCudaNames;
  }
  /// Runs the token-level pass. With a non-empty \p TokenOnlyReason the pass
  /// covers all code, not only directives and inactive branches.
  void runTokenPass(const RuleSet &Rules, llvm::StringRef TokenOnlyReason,
                    llvm::ArrayRef<std::unique_ptr<Check>> Checks = {});
  /// For a pass without an AST: the names the project declares are kept
  /// (\p Declared, with where), and renames by name alone are noted.
  void keepProjectNames(const llvm::StringMap<std::string> *Declared) {
    ProjectDeclared = Declared;
    NoteUnsureRenames = Declared != nullptr;
  }
  /// For the pass over an AST's directives and inactive branches: the names
  /// the translation unit's code declares at namespace scope (\p Declared,
  /// with where) are kept there too, as the AST kept them in active code.
  void keepDeclaredNames(const llvm::StringMap<std::string> *Declared) {
    ProjectDeclared = Declared;
  }
  /// The project's macros defined as one integer (\p Macros: those the
  /// translation unit's preprocessor saw, or, without a parse, the file's
  /// own integerDefines), for the text checks' comparisons.
  void knowIntegerMacros(const llvm::StringMap<unsigned long long> *Macros) {
    IntegerMacros = Macros;
  }
  std::optional<unsigned long long> integerMacro(llvm::StringRef Name) const;
  /// Migrates a build script of \p Kind (cmake, make, python) by the build
  /// rules; \p Archs are the MUSA architectures compiler flags target.
  /// \p SourcesRenamed: the port's .cu files are .mu files (--rename-files),
  /// so rules that name kept .cu files as MUSA sources add nothing.
  /// Settings of a C++ standard older than \p Need's are raised to it.
  void runBuildScriptPass(const RuleSet &Rules, llvm::StringRef Kind,
                          llvm::ArrayRef<std::string> Archs,
                          bool SourcesRenamed = false,
                          const StandardNeed &Need = {});
  /// Whether the build-script pass raised a C++ standard (MU3004).
  bool raisedStandard() const { return RaisedStandard; }
  /// Whether it met a setting of the standard it could not read.
  bool unresolvedStandard() const { return UnresolvedStandard; }
  /// A note about an edit musify made, carrying that edit as its fix.
  void reportEdit(DiagID ID, unsigned Offset, unsigned Length,
                  std::string Message, std::string Suggestion, const Rule &R,
                  llvm::StringRef NewText);
  /// Reports with a quick fix replacing [FixOffset, FixOffset+FixLength).
  void reportWithFix(DiagID ID, unsigned Offset, unsigned Length,
                     std::string Message, std::string Suggestion,
                     unsigned FixOffset, unsigned FixLength,
                     std::string FixText);
  bool isInactive(unsigned Offset) const;
  /// Applies a compiler fix-it (no rule asked for it) and reports it as
  /// MU2006 with \p Message.
  void addFix(unsigned Offset, unsigned Length, llvm::StringRef Text,
              std::string Message);

  /// Inserts \p Text at \p Offset, an edit no rule asks for (an include the
  /// port lost); false where the offset is excluded or already edited.
  bool insertText(unsigned Offset, llvm::StringRef Text);

  /// Restoring a cached migration (MigrationCache).
  void restoreEdit(const Edit &E) { Edits.add(E); }
  void restoreDiagnostic(Diagnostic D) { Diags.push_back(std::move(D)); }
  void restoreTokenOnlyReason(std::string R) { TokenOnlyReason = std::move(R); }
  void restoreNamesNoCuda(bool B) { NamesNoCuda = B; }
  /// The translation unit of this input met an `#embed` (in it or in a
  /// file it includes): no compiler error of a build of it may be quoted.
  void noteEmbeds(bool B = true) { Embeds = Embeds || B; }
  bool embeds() const { return Embeds; }

  const std::string &path() const { return Path; }
  const std::string &content() const { return Content; }
  const FileEdits &edits() const { return Edits; }
  const std::vector<Diagnostic> &diagnostics() const { return Diags; }
  const std::string &tokenOnlyReason() const { return TokenOnlyReason; }
  /// Not parsed (tokenOnlyReason), but the token pass found nothing of
  /// CUDA's in it: copied unchanged.
  bool namesNoCuda() const { return NamesNoCuda; }
  const llvm::DenseSet<unsigned> &userNames() const { return UserNames; }

private:
  /// Puts \p Text in place of the edits inside [Offset, Offset+Length),
  /// under the rule of the one edit it replaces where \p KeepRule; where
  /// another edit overlaps the range's edge, puts the edits back and is
  /// false.
  bool replaceEdits(unsigned Offset, unsigned Length, std::string Text,
                    bool KeepRule);
  /// Drops the diagnostics that start in [Begin, End).
  void forgetFindings(unsigned Begin, unsigned End);
  struct CallRewrite {
    unsigned Begin, End, NameOffset, NameLength;
    std::vector<std::pair<unsigned, unsigned>> Args;
    const Rule *R;
  };
  void applyCallRewrites();
  /// The text of \p C's arguments, with the \p Inner edits made in them.
  std::vector<std::string> argumentText(const CallRewrite &C,
                                        llvm::ArrayRef<Edit> Inner) const;
  void applyBuildRule(unsigned Offset, unsigned Length, const Rule &R);
  void applyRename(unsigned Offset, unsigned Length, const Rule &R);
  /// A CMake rule whose after-command holds CudaSourcesPlaceholder: its
  /// lines, for the CUDA sources the command at \p Offset lists, after it.
  void addSourceLanguageLines(unsigned Offset, const Rule &R);
  /// Adds the include \p R's MUSA header needs before it (include-first)
  /// before the directive whose header name is at \p Offset (MU0008).
  void includeFirst(unsigned Offset, unsigned Length, const Rule &R);
  /// Raises the build script's settings of a C++ standard older than
  /// \p Need's (MU3004).
  void raiseStandards(const ScriptText &Script, const StandardNeed &Need);
  /// Raises the version text the settings of \p Group read (MU3004).
  void raiseStandard(llvm::ArrayRef<const StandardSetting *> Group,
                     llvm::StringRef Kind, const StandardNeed &Need);
  /// A setting whose version musify cannot read (MU3004).
  void reportUnresolvedStandard(const StandardSetting &S, llvm::StringRef Kind,
                                const StandardNeed &Need);

  std::vector<CallRewrite> Calls;
  /// Callees (by name offset) whose call one visit could not rewrite: a
  /// macro's body that another expansion reads differently stays as written.
  llvm::DenseSet<unsigned> RefusedCalls;
  /// Includes of headers the port does without, decided at the end.
  struct PendingInclude {
    unsigned Offset, Length;
    const Rule *R;
  };
  std::vector<PendingInclude> PendingIncludes;
  std::string Path;
  std::string Content;
  LineIndex Lines;        ///< of Content, for the positions of diagnostics
  bool HasIgnoreComments; ///< musify-ignore comments in Content
  FileEdits Edits;
  std::vector<Diagnostic> Diags;
  std::set<std::pair<unsigned, DiagID>> Reported;
  llvm::DenseSet<unsigned> Protected; // not for the token pass
  /// keepProjectNames or keepDeclaredNames; not owned.
  const llvm::StringMap<std::string> *ProjectDeclared = nullptr;
  const llvm::StringMap<unsigned long long> *IntegerMacros = nullptr;
  bool NoteUnsureRenames = false; ///< keepProjectNames: no AST at all
  std::set<std::string> DeclaredCudaNames;
  llvm::DenseSet<unsigned> UserNames; // the AST says: the user's
  std::vector<std::pair<unsigned, unsigned>> Inactive;
  std::vector<std::pair<unsigned, unsigned>> Excluded;
  std::string TokenOnlyReason;
  bool NamesNoCuda = false;
  bool Embeds = false;
  std::vector<std::string> BuildArchs;
  std::string BuildKind;       ///< cmake, make or python: the script's kind.
  bool SourcesRenamed = false; ///< See runBuildScriptPass.
  /// Whether runBuildScriptPass raised a C++ standard, and whether it met
  /// one it could not read.
  bool RaisedStandard = false, UnresolvedStandard = false;
  /// A CMake script's own names (cmakeDefinedNames): not reported.
  llvm::StringSet<> ScriptNames;
  /// The script as read once, while runBuildScriptPass runs; not owned.
  const ScriptText *Script = nullptr;
  std::optional<unsigned> LastArchFlagEnd;
};

} // namespace musify

#endif
