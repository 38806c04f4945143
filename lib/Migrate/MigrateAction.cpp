//===- MigrateAction.cpp - Parse one translation unit ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MigrateAction.h"
#include "../Analysis/PreprocessorRecorder.h"
#include "../Analysis/ReferenceFinder.h"
#include "TranslationUnitState.h"
#include "musify/Output/SourceTree.h"
#include "musify/Support/Stopwatch.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify {
namespace {

using namespace clang;

class FindReferencesConsumer : public ASTConsumer {
public:
  FindReferencesConsumer(SourceClassifier &Classifier, ReferenceSink &Sink,
                         llvm::ArrayRef<std::unique_ptr<Check>> Checks,
                         ProjectSymbolFinder *Symbols,
                         TranslationUnitOutcome &Out)
      : Classifier(Classifier), Sink(Sink), Checks(Checks), Symbols(Symbols),
        Out(Out) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Stopwatch Match;
    findReferences(Ctx, Classifier, Sink);
    Out.MatchSeconds += Match.seconds();
    Stopwatch ChecksTime;

    // The checks' matchers walk the same user declarations only.
    ast_matchers::MatchFinder Finder;
    for (const std::unique_ptr<Check> &C : Checks)
      C->registerMatchers(Finder);
    std::vector<Decl *> OldScope = Ctx.getTraversalScope();
    Ctx.setTraversalScope(userTopLevelDecls(Ctx, Classifier));
    Finder.matchAST(Ctx);
    Ctx.setTraversalScope(OldScope);
    Out.ChecksSeconds += ChecksTime.seconds();
  }

private:
  SourceClassifier &Classifier;
  ReferenceSink &Sink;
  llvm::ArrayRef<std::unique_ptr<Check>> Checks;
  ProjectSymbolFinder *Symbols;
  TranslationUnitOutcome &Out;
};

constexpr llvm::StringLiteral StandInMacroPrefix = "MUSIFY_STAND_IN_";

class MigrateAction : public ASTFrontendAction {
public:
  MigrateAction(const RuleSet &Rules, const std::vector<std::string> &Roots,
                ErrorCollector &Errors, TranslationUnitOutcome &Out,
                const CheckOptions &CheckOpts, bool FindSymbols)
      : Rules(Rules), Roots(Roots), Errors(Errors), Out(Out),
        CheckOpts(CheckOpts), FindSymbols(FindSymbols) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    // Clang's CUDA wrapper headers live in its resource directory.
    llvm::SmallString<256> ClangInclude(CI.getHeaderSearchOpts().ResourceDir);
    llvm::sys::path::append(ClangInclude, "include");
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(ClangInclude, Real))
      Real = ClangInclude;
    Classifier = std::make_unique<SourceClassifier>(
        CI.getSourceManager(), Rules, Roots,
        (Real + llvm::sys::path::get_separator()).str());
    State = std::make_unique<TranslationUnitState>(
        CI.getSourceManager(), CI.getLangOpts(), Rules, *Classifier);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(CI.getSourceManager(), *State));
    if (FindSymbols) {
      Symbols = std::make_unique<ProjectSymbolFinder>(
          CI.getSourceManager(), *Classifier, Rules, Out.Symbols);
      CI.getPreprocessor().addPPCallbacks(Symbols->preprocessorCallbacks());
      State->setSymbolFinder(Symbols.get());
    }
    Errors.OnNvccIsm = [this](const FixItHint &Fix, llvm::StringRef Message) {
      State->nvccIsm(Fix, Message);
    };
    Checks = createChecks(CheckOpts, Rules);
    for (const std::unique_ptr<Check> &C : Checks)
      C->setReporter(State.get());
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<FindReferencesConsumer>(*Classifier, *State, Checks,
                                                    Symbols.get(), Out);
  }

  void EndSourceFileAction() override {
    Out.Ran = true;
    Out.FirstError = Errors.FirstError;
    std::string Reason;
    Errors.OnNvccIsm = nullptr;
    Out.HadErrors = Errors.realErrors() > 0;
    if (Out.HadErrors)
      Reason = fmt::format("the file does not parse with Clang ({})",
                           Errors.FirstError.empty() ? "unknown error"
                                                     : Errors.FirstError);
    Stopwatch Finish;
    Out.Files = State->finish(Reason, Errors.FirstError, Checks);
    Out.ChecksSeconds += Finish.seconds();
    Out.IncludedNames = State->includedNames();
    // Stand-in headers (share/musify/*-shims) name themselves by a macro.
    for (const auto &Id : getCompilerInstance().getPreprocessor().getIdentifierTable())
      if (Id.getKey().starts_with(StandInMacroPrefix) &&
          Id.getValue()->hasMacroDefinition())
        Out.StandIns.push_back(
            Id.getKey().drop_front(StandInMacroPrefix.size()).str());
    llvm::sort(Out.StandIns);
    if (Symbols)
      Symbols->finish(
          getCompilerInstance().getPreprocessor().getIdentifierTable());
  }

private:
  const RuleSet &Rules;
  const std::vector<std::string> &Roots;
  ErrorCollector &Errors;
  TranslationUnitOutcome &Out;
  std::unique_ptr<SourceClassifier> Classifier;
  std::unique_ptr<TranslationUnitState> State;
  const CheckOptions &CheckOpts;
  std::vector<std::unique_ptr<Check>> Checks;
  bool FindSymbols;
  std::unique_ptr<ProjectSymbolFinder> Symbols;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(const RuleSet &Rules, const std::vector<std::string> &Roots,
          ErrorCollector &Errors, TranslationUnitOutcome &Out,
          const CheckOptions &CheckOpts, bool FindSymbols)
      : Rules(Rules), Roots(Roots), Errors(Errors), Out(Out),
        CheckOpts(CheckOpts), FindSymbols(FindSymbols) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<MigrateAction>(Rules, Roots, Errors, Out, CheckOpts,
                                           FindSymbols);
  }

private:
  const RuleSet &Rules;
  const std::vector<std::string> &Roots;
  ErrorCollector &Errors;
  TranslationUnitOutcome &Out;
  const CheckOptions &CheckOpts;
  bool FindSymbols;
};

} // namespace

void ErrorCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                      const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error)
    return;
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  // nvcc accepts a dependent template call without `template`; Clang
  // rejects it and recovers as if the keyword were there, so the AST stays
  // usable. Its fix-it (or, when it reports the error while instantiating
  // and offers none, the keyword before the name it points at) becomes part
  // of the migration.
  if (Info.getID() == diag::err_template_kw_missing && OnNvccIsm &&
      Info.getLocation().isValid()) {
    ++FixedNvccIsms;
    OnNvccIsm(Info.getNumFixItHints() == 1
                  ? Info.getFixItHint(0)
                  : FixItHint::CreateInsertion(Info.getLocation(), "template "),
              Message);
    return;
  }
  if (!FirstError.empty())
    return;
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
    if (P.isValid()) {
      // An error inside a file that is not source code (an #include of
      // /etc/passwd) would quote that file's text into every report.
      bool Quotable = isMigratableSource(P.getFilename()) ||
                      Info.getSourceManager().isInMainFile(Info.getLocation());
      FirstError = fmt::format(
          "{}:{}:{}: {}", P.getFilename(), P.getLine(), P.getColumn(),
          Quotable ? Message.str().str()
                   : std::string("an error in a file that is not source code "
                                 "(its text is not shown)"));
      return;
    }
  }
  FirstError = Message.str().str();
}

std::unique_ptr<tooling::FrontendActionFactory>
makeMigrateActionFactory(const RuleSet &Rules,
                         const std::vector<std::string> &CudaIncludeRoots,
                         ErrorCollector &Errors, TranslationUnitOutcome &Out,
                         const CheckOptions &CheckOpts, bool FindSymbols) {
  return std::make_unique<Factory>(Rules, CudaIncludeRoots, Errors, Out,
                                   CheckOpts, FindSymbols);
}

} // namespace musify
