//===- MigrateAction.h - Parse one translation unit -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_MIGRATEACTION_H
#define MUSIFY_LIB_MIGRATE_MIGRATEACTION_H

#include "FileMigration.h"
#include "musify/Analysis/ProjectSymbolFinder.h"
#include "musify/Checks/Check.h"
#include "musify/HeaderCache/HeaderCache.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/Tooling.h"
#include <functional>
#include <set>

namespace musify {

/// What one parse produced.
struct TranslationUnitOutcome {
  bool Ran = false; ///< The frontend action ran at all.
  bool HadErrors = false;
  std::string FirstError; ///< `file:line:col: message` of the first error.
  std::vector<FileMigration> Files;
  /// With --rename-symbols: the project's names that say CUDA.
  ProjectSymbolFacts Symbols;
  /// The file names its #includes name (see MigrationCache).
  std::set<std::string> IncludedNames;
  /// Libraries whose headers were not found, so that musify's stand-in
  /// declarations of them were parsed instead (PyTorch).
  std::vector<std::string> StandIns;
  /// Names the stand-ins lack that the file uses (`Tensor::foo`): with the
  /// stand-ins, errors of these alone keep the file's AST (HadErrors stays
  /// false) and cost a note instead.
  std::vector<std::string> StandInGaps;
  /// Headers of a library with stand-ins that the stand-ins lack
  /// (`<ATen/AccumulateType.h>`): skipped, so that the names they would
  /// declare are gaps, not the file's AST.
  std::vector<std::string> StandInMissingHeaders;
  /// The parse met an `#embed` (EmbedGuard stopped it there).
  bool MetEmbed = false;
  /// Of the parse's time, what finding references and the checks took.
  double MatchSeconds = 0, ChecksSeconds = 0;
  /// The header cache: the time building a precompiled preamble took (or
  /// waiting for another parse process's build), whether this parse built one,
  /// started from one, or failed with one and was parsed again without.
  double HeaderCacheSeconds = 0;
  bool BuiltPreamble = false, UsedPreamble = false, RetriedPreamble = false;
};

/// The fix of code nvcc accepts and Clang rejects. Where Clang's recovery
/// dropped the statement that holds it from the AST (an asm statement
/// missing a comma), Dropped is that statement, which is then migrated as
/// text, as code the preprocessor skipped is.
struct NvccIsmFix {
  std::vector<clang::FixItHint> Fixes; ///< one error may need several
  clang::CharSourceRange Dropped;
  /// Where the error is, where the fixes lie elsewhere (the declarations of
  /// a function the error's reference names): reported there too, so that
  /// the error's line shows the fix (--verify looks for it there).
  clang::SourceLocation ReportAt;
  /// Every fix is applied, each in the project's code, or none is, and the
  /// error stays an error.
  bool AllOrNothing = false;
};

/// Counts errors and keeps the first one; clang's own warnings about the
/// input are not musify's to print.
class ErrorCollector : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  /// Errors other than the nvcc-isms that were fixed and the errors they
  /// caused where a template they broke was instantiated.
  unsigned realErrors() const {
    return getNumErrors() - FixedNvccIsms - consequences() - DefinitionLookups;
  }
  /// Errors that are not a member or namespace name missing from one of
  /// the LibraryNamespaces (PyTorch's), which stand-ins may lack.
  unsigned otherErrors() const { return realErrors() - Gaps.size(); }
  /// The names of those missing-name errors, in order.
  const std::vector<std::string> &libraryGaps() const { return Gaps; }
  /// The first real error, described with its place; "" where none.
  std::string firstError() const;
  /// Forgets a parse, so that the same translation unit can be parsed again.
  void clear() override {
    DiagnosticConsumer::clear();
    Errors.clear();
    BrokenTemplates.clear();
    Notes = Noting::Other;
    FixedNvccIsms = 0;
    DefinitionLookups = 0;
    Gaps.clear();
  }

  /// Receives the fixes of nvcc-isms (code nvcc accepts, Clang rejects)
  /// while a translation unit is parsed.
  /// Applies an nvcc-ism's fix; false where it could not be (the error
  /// then counts as one).
  std::function<bool(const NvccIsmFix &, llvm::StringRef Message)> OnNvccIsm;
  /// Whether the migration writes the file at \p Path (its output scope);
  /// where unset, every file is taken to be written.
  std::function<bool(llvm::StringRef Path)> Written;
  /// The top-level namespaces of the libraries the rules name
  /// (library-namespaces: at, c10, torch, ...): a name missing from one of
  /// them is a gap of stand-in declarations, not of the code.
  std::vector<std::string> LibraryNamespaces;

private:
  struct Error {
    std::string Described;
    /// A call no candidate fits (maybe a broken instantiation's fault): the
    /// name called, and whether every candidate failed in substitution.
    std::string Callee;
    bool SubstitutionFailed = false, OtherCandidates = false;
  };
  void noteOf(Error &E, const clang::Diagnostic &Note);
  bool isConsequence(const Error &E) const;
  /// The failed calls of a function template whose instantiation an
  /// nvcc-ism broke: each candidate "failed in substitution" because that
  /// instantiation failed (Clang may report the call first).
  unsigned consequences() const;
  std::vector<Error> Errors;
  /// The function templates in whose instantiation nvcc-isms were fixed.
  std::set<std::string> BrokenTemplates;
  enum class Noting { Other, NvccIsm, Error } Notes = Noting::Other;
  unsigned FixedNvccIsms = 0;
  /// Clang 19's errors for a member a template definition names that the
  /// class template lacks, which nvcc looks up only where the template is
  /// instantiated: not the parse's to count.
  unsigned DefinitionLookups = 0;
  std::vector<std::string> Gaps;
};

/// How a parse may use the header cache.
struct PreambleUse {
  HeaderCache *Cache = nullptr; ///< none: parse every header
  llvm::StringRef MainText;     ///< the main file's text
  bool MayBuild = false;        ///< build a missing entry
};

/// Creates the frontend action that analyses a translation unit and records
/// its outcome in \p Out.
std::unique_ptr<clang::tooling::FrontendActionFactory> makeMigrateActionFactory(
    const RuleSet &Rules, const std::vector<std::string> &CudaIncludeRoots,
    ErrorCollector &Errors, TranslationUnitOutcome &Out,
    const CheckOptions &CheckOpts, bool FindSymbols, PreambleUse Preamble = {});

/// The most headers one translation unit may enter before its parse is
/// stopped (and the input goes to the token-level pass): a 10,000-header
/// chain would otherwise take its whole time limit. Real translation units
/// enter a few thousand (PyTorch's extension headers about 3,000).
inline constexpr unsigned DefaultMaxHeadersPerInput = 20000;
/// $MUSIFY_MAX_HEADERS_PER_INPUT, else the default; 0: no bound.
unsigned maxHeadersPerInput();

} // namespace musify

#endif
