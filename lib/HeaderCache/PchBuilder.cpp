//===- PchBuilder.cpp - Compile a preamble into a PCH ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PchBuilder.h"
#include "musify/Analysis/EmbedGuard.h"
#include "musify/Analysis/ErrorText.h"
#include "musify/Analysis/PreprocessorRecorder.h"
#include "musify/Analysis/SourceClassifier.h"
#include "musify/Rules/RuleSet.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

namespace musify {
namespace {

using namespace clang;

/// Hears the preamble's preprocessor as TranslationUnitState hears a
/// parse's, keeping what the parses that reuse the preamble will not hear.
class PreambleSink : public ReferenceSink {
public:
  PreambleSink(const SourceManager &SM, SourceClassifier &Classifier,
               size_t IncludeCount)
      : SM(SM), Classifier(Classifier), FirstUserInclude(IncludeCount) {}

  void inclusion(FileID Includer, llvm::StringRef Written, SourceLocation,
                 FileEntryRef File, SrcMgr::CharacteristicKind) override {
    Classifier.noteInclusion(Includer, Written, File);
    if (Includer == SM.getMainFileID())
      ++TopLevel;
  }
  void includeNamed(llvm::StringRef Written) override {
    Names.insert(llvm::sys::path::filename(Written).str());
  }
  void fileEntered(FileID FID) override {
    if (FID == SM.getMainFileID())
      return;
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID))
      Files.insert(Entry->getName().str());
    // The include being read (TopLevel counts from 1) reaches the user's
    // code, which must be parsed with the file itself.
    if (TopLevel > 0 && TopLevel - 1 < FirstUserInclude &&
        Classifier.classify(FID).From == Origin::User)
      FirstUserInclude = TopLevel - 1;
  }

  void declReference(SourceLocation, const NamedDecl *) override {}
  void namespaceReference(SourceLocation, const NamedDecl *) override {}
  void callExpression(const CallExpr *) override {}
  void userDeclaration(SourceLocation) override {}
  void macroReference(const Token &, const MacroInfo *) override {}
  void skippedRange(SourceRange) override {}

  std::set<std::string> Names, Files;
  size_t FirstUserInclude;

private:
  const SourceManager &SM;
  SourceClassifier &Classifier;
  size_t TopLevel = 0;
};

class RecordingPchAction : public GeneratePCHAction {
public:
  RecordingPchAction(const RuleSet &Rules,
                     const std::vector<std::string> &CudaRoots,
                     size_t IncludeCount, PchBuild &Out)
      : Rules(Rules), CudaRoots(CudaRoots), IncludeCount(IncludeCount),
        Out(Out) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (!GeneratePCHAction::BeginSourceFileAction(CI))
      return false;
    // As MigrateAction classifies.
    Classifier = std::make_unique<SourceClassifier>(
        CI.getSourceManager(), Rules, CudaRoots,
        clangHeaderRoot(CI.getHeaderSearchOpts().ResourceDir));
    Sink = std::make_unique<PreambleSink>(CI.getSourceManager(), *Classifier,
                                          IncludeCount);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecorder>(CI.getSourceManager(), *Sink));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<EmbedGuard>(CI.getDiagnostics()));
    return true;
  }

  void EndSourceFileAction() override {
    GeneratePCHAction::EndSourceFileAction();
    Out.UsableIncludes = Sink->FirstUserInclude;
    Out.Facts.IncludedNames.assign(Sink->Names.begin(), Sink->Names.end());
    Out.Files.assign(Sink->Files.begin(), Sink->Files.end());
    for (const SourceClassifier::OwnedHeader &H : Classifier->libraryHeaders())
      Out.Facts.LibraryHeaders.push_back({H.Path, H.Owner->Name, H.Written});
  }

private:
  const RuleSet &Rules;
  const std::vector<std::string> &CudaRoots;
  size_t IncludeCount;
  PchBuild &Out;
  std::unique_ptr<SourceClassifier> Classifier;
  std::unique_ptr<PreambleSink> Sink;
};

/// Keeps the first error, so that an entry that cannot be built says why.
class FirstErrorConsumer : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error || !First.empty())
      return;
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    First = describeError(Info, Message);
  }
  std::string First;
};

} // namespace

PchBuild buildPch(const CompilerInvocation &Base, llvm::StringRef HeaderPath,
                  size_t IncludeCount, llvm::StringRef PchPath,
                  FileManager &Files,
                  std::shared_ptr<PCHContainerOperations> PCHOps,
                  const RuleSet &Rules,
                  const std::vector<std::string> &CudaRoots) {
  PchBuild Out;
  auto Inv = std::make_shared<CompilerInvocation>(Base);
  FrontendOptions &Front = Inv->getFrontendOpts();
  InputKind Kind = Front.Inputs.empty() ? InputKind(Language::CUDA)
                                        : Front.Inputs[0].getKind();
  Front.Inputs = {
      FrontendInputFile(HeaderPath, Kind.withFormat(InputKind::Source))};
  Front.OutputFile = PchPath.str();
  Front.ProgramAction = frontend::GeneratePCH;
  Front.DisableFree = false;
  Inv->getPreprocessorOpts().ImplicitPCHInclude.clear();
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  // Instantiations the headers themselves need are done once, here, rather
  // than at the end of every translation unit that starts from the entry
  // (Clang defers them by default).
  Inv->getLangOpts().PCHInstantiateTemplates = true;

  CompilerInstance CI(std::move(PCHOps));
  CI.setInvocation(Inv);
  // A file manager of its own: the parse's would remember the header this
  // replaces (by name, or by an inode the file system gives again).
  CI.setFileManager(new FileManager(Files.getFileSystemOpts(),
                                    Files.getVirtualFileSystemPtr()));
  FirstErrorConsumer Errors;
  CI.createDiagnostics(&Errors, /*ShouldOwnClient=*/false);
  RecordingPchAction Action(Rules, CudaRoots, IncludeCount, Out);
  bool Ran = CI.ExecuteAction(Action);
  if (Errors.getNumErrors() > 0 || !Ran)
    Out.Error =
        Errors.First.empty() ? "the preamble did not compile" : Errors.First;
  return Out;
}

} // namespace musify
