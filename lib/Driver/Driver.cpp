//===- Driver.cpp - One musify run, from options to exit status -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/Driver.h"
#include "DriverSteps.h"
#include "musify/Diagnostics/Emitters.h"
#include "musify/Driver/CommandLine.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Migrate/PortLayout.h"
#include "musify/Output/WriteOutputs.h"
#include "musify/Report/ApiDocs.h"
#include "musify/Report/ProjectReport.h"
#include "musify/Support/Interrupt.h"
#include "musify/Support/Printable.h"
#include "musify/Support/RunLock.h"
#include "musify/Support/Stopwatch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace musify {

namespace {

/// The options that print and exit, once the rules are loaded; nothing when
/// the run is a migration.
std::optional<int> answerQueries(const RunOptions &O, const RuleSet &Rules,
                                 const ReversedRules &Reversed) {
  if (O.PrintReverseChoices)
    return printReverseChoices(Reversed);
  if (!O.ApiDocs.empty()) {
    if (Error E = writeApiDocs(Rules, O.ApiDocs)) {
      errs() << "musify: error: " << toString(std::move(E)) << "\n";
      return ExitIO;
    }
    return ExitOk;
  }
  if (!O.Query.empty() || !O.QueryFamily.empty())
    return queryRules(Rules, O);
  return std::nullopt;
}

/// The parse process's side: parse the inputs the parent names.
int serveWorker(const RunOptions &O, const RuleSet &Active) {
  MigrationOptions Options;
  std::unique_ptr<CompileCommandDatabase> Db;
  if (std::optional<int> Status = setParseOptions(O, Options, Db))
    return *Status;
  // The parent names the directory of the preambles (workerCommand).
  if (!O.NoHeaderCache)
    Options.HeaderCacheDir = O.HeaderCacheDir;
  Options.HeaderRoot = O.InternalHeaderRoot;
  return serveParseWorker(Active, Options);
}

/// How the port is laid out and written.
void setPortOptions(const RunOptions &O, const RunPlan &Plan,
                    LayoutOptions &Layout, OutputOptions &Out) {
  Layout.OutRoot = Out.OutRoot = O.OutRoot;
  Layout.Root = Out.Root = Plan.Root;
  Layout.Copies = Out.Copies = Plan.Copies;
  Layout.Links = Plan.Links;
  Layout.RenameFiles = O.RenameFiles;
  Layout.Annotate = O.Annotate;
  Out.OutputFile = O.OutputFile;
  Out.InPlace = O.InPlace, Out.NoBackup = O.NoBackup;
  Out.Check = O.Check, Out.Diff = O.Diff;
}

/// One run at a time writes an out-root or rewrites a tree (RunLock.h);
/// what a killed run left there is then musify's to remove. A run that
/// writes nothing (--check, --diff) takes no lock and leaves it. An error
/// when the root is held by another run.
Expected<std::unique_ptr<RunLock>> lockIfWriting(const RunOptions &O,
                                                 const RunPlan &Plan) {
  std::string LockRoot = O.InPlace ? O.InRoot : O.OutRoot;
  if (LockRoot.empty() || O.Check || O.Diff || !Plan.WritePort)
    return nullptr;
  return lockRunRoot(LockRoot, errs());
}

/// Prints what could not be read and every diagnostic; the status so far
/// (a directory that could not be read lost its files from the port).
int emitMigrationErrors(const RunPlan &Plan, const MigrationResult &Result) {
  int Status = Plan.TreeUnreadable ? ExitIO : ExitOk;
  for (const std::string &U : Result.Unreadable) {
    errs() << "musify: error: cannot read " << printable(U) << "\n";
    Status = ExitIO;
  }
  for (const Diagnostic &D : Result.Diagnostics)
    emitText(D, errs());
  return Status;
}

/// Lays out and writes the port, where the run writes one.
OutputOutcome writePort(const RunOptions &O, const RunPlan &Plan,
                        MigrationResult &Result) {
  if (!Plan.WritePort)
    return {};
  LayoutOptions LayoutOpts;
  OutputOptions OutputOpts;
  setPortOptions(O, Plan, LayoutOpts, OutputOpts);
  PortLayout Layout = layOutPort(Result, LayoutOpts);
  return writeOutputs(Result, Layout, OutputOpts, outs(), errs());
}

/// The summaries a run prints last: the time report, the run summary and
/// how many diagnostics the Checks option turned off.
void printRunEnd(const RunOptions &O, const MigrationResult &Result,
                 const MigrationOptions &Options, const LoadedRules &Loaded,
                 double WriteSeconds, double VerifySeconds,
                 const Stopwatch &Wall, unsigned TurnedOff) {
  if (O.TimeReport)
    printTimeReport(Result.Times, Loaded.Seconds, describe(Loaded.Cache.Use),
                    WriteSeconds, VerifySeconds, Wall.seconds(),
                    Options.Jobs
                        ? Options.Jobs
                        : hardware_concurrency().compute_thread_count(),
                    errs());
  printRunSummary(O, Result);
  if (TurnedOff && !O.Quiet)
    errs() << "musify: " << TurnedOff << " diagnostic"
           << (TurnedOff == 1 ? " was" : "s were") << " turned off by Checks ("
           << O.Checks << ")\n";
}

/// Migrates what \p Plan names and writes everything asked for.
int migrateAndWrite(const RunOptions &O, const RunPlan &Plan,
                    const RuleSet &Active, const LoadedRules &Loaded,
                    const Stopwatch &Wall) {
  MigrationOptions Options;
  std::unique_ptr<CompileCommandDatabase> Db;
  TemporaryDirectory RunCache;
  if (std::optional<int> Status =
          setMigrationOptions(O, Plan, Options, Db, RunCache))
    return *Status;
  auto Lock = lockIfWriting(O, Plan);
  if (!Lock)
    return usageError(toString(Lock.takeError()));
  installInterruptHandlers();
  MigrationResult Result = migrate(Active, Options);
  suggestParseFixes(O, Plan, Options, Active, Result.Diagnostics);
  unsigned TurnedOff = O.Filter.apply(Result.Diagnostics);
  int Status = emitMigrationErrors(Plan, Result);

  Stopwatch WriteTime;
  OutputOutcome Written = writePort(O, Plan, Result);
  if (Written.Failed)
    Status = ExitIO;
  if (int Signal = interruptSignal()) {
    // What finished is written and in the incremental cache; nothing else.
    errs() << "musify: interrupted after " << Result.FinishedInputs << " of "
           << Result.TotalInputs
           << " inputs: the finished ones are written; the next run resumes "
              "from them\n";
    return interruptedExitStatus(Signal);
  }
  if (O.Check && Written.OutOfDate && Status == ExitOk)
    Status = ExitFailOn;
  double WriteSeconds = WriteTime.seconds(), VerifySeconds = 0;
  Stopwatch VerifyTime;
  if (O.Verify && !Written.Failed &&
      !verifyPort(O, Plan, Result, Written, Options, Active) &&
      Status == ExitOk)
    Status = ExitFailOn;
  if (O.Verify)
    VerifySeconds = VerifyTime.seconds();
  WriteTime.restart();
  Status = writeSideOutputs(O, Plan, Result, Status);
  WriteSeconds += WriteTime.seconds();
  printRunEnd(O, Result, Options, Loaded, WriteSeconds, VerifySeconds, Wall,
              TurnedOff);
  return statusAfterDiagnostics(Status, Result.Diagnostics, O.FailLevel,
                                O.MaxWarnings, errs());
}

} // namespace

int runMusify(const RunOptions &O) {
  if (!O.Explain.empty())
    return explainDiagnostic(O);
  if (O.ListChecks)
    return listChecks(O);
  Stopwatch Wall;
  LoadedRules Loaded;
  if (std::optional<int> Status = loadRules(O, Loaded))
    return *Status;
  if (O.To != "musa" && O.To != "cuda")
    return usageError("--to must be musa or cuda, not '" + O.To + "'");
  ReversedRules Reversed;
  if (O.To == "cuda" || O.PrintReverseChoices)
    Reversed = reverseRules(Loaded.Rules);
  const RuleSet &Active = O.To == "cuda" ? Reversed.Rules : Loaded.Rules;
  if (std::optional<int> Status = answerQueries(O, Loaded.Rules, Reversed))
    return *Status;
  if (O.InternalParseWorker)
    return serveWorker(O, Active);
  RunPlan Plan;
  if (std::optional<int> Status = planRun(O, Plan))
    return *Status;
  return migrateAndWrite(O, Plan, Active, Loaded, Wall);
}

int mergeReportsMain(int Argc, const char **Argv) {
  std::string Dir;
  ReportOptions Options;
  std::vector<std::string> Reports;
  for (int I = 2; I < Argc; ++I) {
    StringRef A = Argv[I];
    if (A == "--report" && I + 1 < Argc)
      Dir = Argv[++I];
    else if (A.consume_front("--report="))
      Dir = A.str();
    else if (A.consume_front("--docs-url="))
      Options.DocsUrl = A.str();
    else if (A.starts_with("-"))
      return usageError("merge-reports: unknown option '" + A + "'");
    else
      Reports.push_back(A.str());
  }
  if (Dir.empty() || Reports.empty())
    return usageError("usage: musify merge-reports --report <dir> "
                      "<report.json>...");
  Options.Pages = diagnosticPages(dataDirOf(Argv[0]));
  if (Error E = mergeProjectReports(Reports, Dir, Options)) {
    errs() << "musify: error: " << toString(std::move(E)) << "\n";
    return ExitIO;
  }
  return ExitOk;
}

} // namespace musify
