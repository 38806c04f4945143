//===- DriverSteps.h - The steps of a run, one file each --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The driver's private steps: Driver.cpp calls them in order. Each returns
// the exit status where the run must stop there.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_DRIVER_DRIVERSTEPS_H
#define MUSIFY_LIB_DRIVER_DRIVERSTEPS_H

#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Driver/RunOptions.h"
#include "musify/Driver/RunPlan.h"
#include "musify/Migrate/Migrator.h"
#include "musify/Rules/ReverseRules.h"
#include "musify/Rules/RuleCache.h"
#include "musify/Support/TemporaryDirectory.h"
#include <map>
#include <memory>
#include <optional>

namespace musify {

struct OutputOutcome;

/// The rules of a run, and how they were loaded.
struct LoadedRules {
  RuleSet Rules;
  RuleCacheResult Cache;
  double Seconds = 0;
};

// InfoCommands.cpp: the options that print and exit.
int explainDiagnostic(const RunOptions &O);
/// --list-checks: the diagnostics on under O.Filter, one a line.
int listChecks(const RunOptions &O);
int printReverseChoices(const ReversedRules &Reversed);
int queryRules(const RuleSet &Rules, const RunOptions &O);

// ParseSetup.cpp: how every parse is run.
/// Loads the built-in rules (compiled cache, or the files), then --rules and
/// --mapping.
std::optional<int> loadRules(const RunOptions &O, LoadedRules &Loaded);
/// What every parse needs from the flags; the same for a run and for the
/// parse processes it starts.
std::optional<int> setParseOptions(const RunOptions &O,
                                   MigrationOptions &Options,
                                   std::unique_ptr<CompileCommandDatabase> &Db);
/// The migration's options for \p Plan: parse options, the caches (header
/// cache in \p RunCache when no other place fits), workers, progress.
std::optional<int> setMigrationOptions(
    const RunOptions &O, const RunPlan &Plan, MigrationOptions &Options,
    std::unique_ptr<CompileCommandDatabase> &Db, TemporaryDirectory &RunCache);

// ParseHints.cpp: flags a tree implies, what would make a file parse.
/// Tree mode without -p: the include directories the tree's includes need
/// (IncludeInference.h), added to Options.ExtraArgs and said in a note;
/// returns the flags added.
std::vector<std::string> addInferredIncludeDirs(const RunOptions &O,
                                                const RunPlan &Plan,
                                                MigrationOptions &Options);
/// MU0001 notes whose first error is a header not found: the suggestion
/// names what would make the file parse (-I with the tree's directory that
/// holds it, PyTorch's headers, a CUDA install that has it).
void suggestParseFixes(const RunOptions &O, const RunPlan &Plan,
                       const MigrationOptions &Options, const RuleSet &Rules,
                       std::vector<Diagnostic> &Diags);

// SideOutputs.cpp: what is written beside the port.
/// The diagnostic pages installed with musify, by ID.
std::map<std::string, std::string> diagnosticPages(const std::string &Data);
/// --diagnostics-file, --export-fixes, --sarif and --report; returns
/// ExitIO when one could not be written, else \p Status.
int writeSideOutputs(const RunOptions &O, const RunPlan &Plan,
                     MigrationResult &Result, int Status);
/// --verify: compiles the written port and says what did not build; false
/// when a unit does not build or nothing could check it.
bool verifyPort(const RunOptions &O, const RunPlan &Plan,
                MigrationResult &Result, const OutputOutcome &Written,
                const MigrationOptions &Options, const RuleSet &Rules);

// RunSummary.cpp: what a run says at its end.
/// --time-report: one line per phase, on standard error.
void printTimeReport(const PhaseTimes &T, double LoadRules,
                     llvm::StringRef RulesFrom, double Write, double Verify,
                     double Wall, unsigned Jobs, llvm::raw_ostream &OS);
llvm::StringRef describe(RuleCacheUse Use);
/// The notes and summary after a run (unless --quiet).
void printRunSummary(const RunOptions &O, const MigrationResult &Result);

} // namespace musify

#endif // MUSIFY_LIB_DRIVER_DRIVERSTEPS_H
