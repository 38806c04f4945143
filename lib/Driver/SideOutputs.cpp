//===- SideOutputs.cpp - What is written beside the port ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The diagnostics as JSON and SARIF, the fixes for clang-apply-replacements,
// the project report, and --verify's build of the written port.
//
//===----------------------------------------------------------------------===//

#include "DriverSteps.h"
#include "musify/Diagnostics/Emitters.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Output/ExportFixes.h"
#include "musify/Output/WriteOutputs.h"
#include "musify/Report/ProjectReport.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/DataLayout.h"
#include "musify/Support/Paths.h"
#include "musify/Verify/BuildVerifier.h"
#include "musify/Verify/ScriptBuild.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace musify {

std::map<std::string, std::string> diagnosticPages(const std::string &Data) {
  std::map<std::string, std::string> Pages;
  for (const DiagInfo &I : allDiagnostics())
    if (auto Buffer = MemoryBuffer::getFile(diagnosticPagesDirIn(Data) + "/" +
                                                I.Id.str() + ".md",
                                            /*IsText=*/true))
      Pages[I.Id.str()] = (*Buffer)->getBuffer().str();
  return Pages;
}

namespace {

SarifOptions sarifOptions(const RunOptions &O, const std::string &Root,
                          std::map<std::string, std::string> Pages) {
  SarifOptions S;
  S.HelpBase = O.DocsUrl;
  if (S.HelpBase.empty())
    S.HelpBase = "file://" + absolutePath(diagnosticPagesDirIn(O.DataDir));
  while (StringRef(S.HelpBase).ends_with("/"))
    S.HelpBase.pop_back();
  S.SourceRoot = Root;
  SmallString<256> Cwd;
  if (!sys::fs::current_path(Cwd))
    S.WorkingDirectory = std::string(Cwd);
  S.Pages = std::move(Pages);
  return S;
}

/// Writes \p Content to \p Path; false (said) when it cannot be.
bool writeSideFile(StringRef Path, StringRef Content) {
  if (Error E = writeOutputFile(Path, Content)) {
    errs() << "musify: error: cannot write " << toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

} // namespace

int writeSideOutputs(const RunOptions &O, const RunPlan &Plan,
                     MigrationResult &Result, int Status) {
  bool Ok = true;
  if (!O.DiagnosticsFile.empty())
    Ok &=
        writeSideFile(O.DiagnosticsFile, diagnosticsToJson(Result.Diagnostics));
  if (!O.ExportFixes.empty()) {
    SmallString<256> Cwd;
    if (sys::fs::current_path(Cwd))
      Cwd = Plan.Root;
    Ok &=
        writeSideFile(O.ExportFixes, exportFixesYaml(Result, std::string(Cwd)));
  }
  // The diagnostic pages, read once for the SARIF log and the report.
  std::map<std::string, std::string> Pages;
  if (!O.Sarif.empty() || !O.ReportDir.empty())
    Pages = diagnosticPages(O.DataDir);
  if (!O.Sarif.empty())
    Ok &= writeSideFile(O.Sarif,
                        diagnosticsToSarif(Result.Diagnostics,
                                           sarifOptions(O, Plan.Root, Pages)));
  if (!O.ReportDir.empty()) {
    ReportOptions Report;
    Report.DocsUrl = O.DocsUrl;
    Report.Pages = Pages;
    Report.Root = Plan.Root;
    if (Error E = writeProjectReport(Result, O.ReportDir, Report)) {
      errs() << "musify: error: cannot write the report: "
             << toString(std::move(E)) << "\n";
      Ok = false;
    }
  }
  return Ok ? Status : ExitIO;
}

namespace {

void printVerifySummary(const VerifySummary &S) {
  if (!S.CannotCheck.empty()) {
    errs() << "musify: error: --verify: " << S.CannotCheck << "\n";
    return;
  }
  errs() << fmt::format(
      "musify: --verify ({}): {} of {} translation units build{}{}{}; {} "
      "fail after a musify finding near the failure (explained), {} fail "
      "with none (silent), {} not verified{}{}{}\n",
      S.Compiler, S.Built, S.Units,
      S.BuiltLeniently
          ? fmt::format(" ({} past MUTLASS template code that Clang 19 "
                        "rejects and mcc does not check: MU4005)",
                        S.BuiltLeniently)
          : "",
      S.BuiltAccommodated
          ? fmt::format(" ({} checked with what their CUDA originals "
                        "need with Clang 19 and CUDA 13: MU4005)",
                        S.BuiltAccommodated)
          : "",
      S.BuiltAtRaisedStandard
          ? fmt::format(" ({} at the C++ standard musify raised the port's "
                        "build scripts to: MU3004)",
                        S.BuiltAtRaisedStandard)
          : "",
      S.Explained, S.Silent, S.NotVerified,
      S.InLibrary ? fmt::format("; {} fail on MUTLASS, which the port uses "
                                "in place of CUTLASS (inside its headers, or "
                                "on a header or name of CUTLASS's it lacks)",
                                S.InLibrary)
                  : "",
      S.Unlinked ? fmt::format("; {} build but do not link (an SDK "
                               "function no library of the SDK has)",
                               S.Unlinked)
                 : "",
      S.SidesSkipped
          ? fmt::format("; {} {} (host or device) left unchecked where "
                        "the CUDA original does not compile either",
                        S.SidesSkipped, S.SidesSkipped == 1 ? "side" : "sides")
          : "");
}

void printScriptBuildSummary(const ScriptBuildSummary &S, StringRef Sdk) {
  if (S.Kind.empty())
    errs() << "musify: --verify=build: the port has no CMakeLists.txt or "
              "Makefile at its root: no build script was run\n";
  else if (!S.CannotRun.empty())
    errs() << "musify: error: --verify=build: " << S.CannotRun << "\n";
  else if (!S.FailedStep.empty())
    errs() << fmt::format(
        "musify: --verify=build: the port's {} project "
        "does not {} against the MUSA SDK at {}: {} {} "
        "(MU4004 above)\n",
        S.Kind, S.FailedStep, Sdk, S.Failures,
        S.FailedStep == "configure"
            ? (S.Failures == 1 ? "error" : "errors")
            : (S.Failures == 1 ? "step fails" : "steps fail"));
  else
    errs() << fmt::format("musify: --verify=build: the port's {} project "
                          "configures and builds against the MUSA SDK at "
                          "{}\n",
                          S.Kind, Sdk);
}

} // namespace

bool verifyPort(const RunOptions &O, const RunPlan &Plan,
                MigrationResult &Result, const OutputOutcome &Written,
                const MigrationOptions &Options, const RuleSet &Rules) {
  VerifyOptions V;
  V.Compiler = findMusaCompiler();
  V.RealSdk = !V.Compiler.empty();
  if (!V.RealSdk)
    V.Compiler = MUSIFY_CLANG_PATH;
  V.ModelDir = O.MusaModel.empty() ? musaModelDirIn(O.DataDir) : O.MusaModel;
  V.CudaPath = findCudaToolkit(O.CudaPath).Root;
  V.ShimDir = cudaShimDirIn(O.DataDir);
  V.TorchModelDir = torchMusaModelDirIn(O.DataDir);
  V.LibraryDirs = Options.StandInDirs;
  V.StandardFlag = Options.StandardFlag;
  V.ExtraArgs = Options.ExtraArgs; // what the allow-list let through
  V.InRoot = Plan.Root;
  V.OutRoot = O.OutRoot;
  V.Jobs = Options.Jobs;
  V.CompileDb = Options.CompileDb;
  V.MusaMacro = [&Rules](StringRef Name) -> std::string {
    const Rule *R = Rules.lookupIdentifier(Name);
    return R && R->renames() ? R->Musa.str() : "";
  };
  V.LibraryCounterparts = Rules.libraryHeaderCounterparts();
  for (const Family &F : Rules.families())
    if (!F.BuildDefines.empty())
      V.LibraryBuilds.push_back({F.Name, F.LibraryNamespaces, F.BuildDefines});
  size_t Before = Result.Diagnostics.size();
  VerifySummary S = verifyBuild(Result, Written.Destinations, V);
  for (size_t I = Before; I < Result.Diagnostics.size(); ++I)
    emitText(Result.Diagnostics[I], errs());
  printVerifySummary(S);
  if (!O.VerifyBuild || !S.CannotCheck.empty())
    return verifyPassed(S);
  ScriptBuildOptions B;
  // The SDK's root: above mcc's bin/, or the model laid out as the SDK.
  B.SdkRoot =
      V.RealSdk
          ? sys::path::parent_path(sys::path::parent_path(V.Compiler)).str()
          : absolutePath(V.ModelDir);
  B.OutRoot = absolutePath(O.InPlace ? Plan.Root : O.OutRoot);
  B.Jobs = Options.Jobs;
  Before = Result.Diagnostics.size();
  ScriptBuildSummary Built = buildWithScripts(Result, Written.Destinations, B);
  for (size_t I = Before; I < Result.Diagnostics.size(); ++I)
    emitText(Result.Diagnostics[I], errs());
  printScriptBuildSummary(Built, B.SdkRoot);
  return verifyPassed(S) && Built.FailedStep.empty() && Built.CannotRun.empty();
}

} // namespace musify
