//===- RunSummary.cpp - What a run says at its end ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DriverSteps.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Report/Summary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace musify {

StringRef describe(RuleCacheUse Use) {
  switch (Use) {
  case RuleCacheUse::Loaded:
    return "from the compiled rule cache";
  case RuleCacheUse::Written:
    return "parsed; compiled rule cache written";
  case RuleCacheUse::Failed:
    return "parsed; compiled rule cache not writable";
  case RuleCacheUse::Off:
    break;
  }
  return "parsed";
}

/// --time-report: one line per phase, on standard error.
void printTimeReport(const PhaseTimes &T, double LoadRules, StringRef RulesFrom,
                     double Write, double Verify, double Wall, unsigned Jobs,
                     raw_ostream &OS) {
  OS << fmt::format("musify: time report ({:.2f} s wall clock, {} job{}; "
                    "per-file phases are summed over the jobs)\n",
                    Wall, Jobs, Jobs == 1 ? "" : "s");
  auto Line = [&](const char *Phase, double Seconds, llvm::StringRef What) {
    OS << fmt::format("  {:<12}{:>9.3f} s  {}\n", Phase, Seconds, What);
  };
  Line("load rules", LoadRules,
       fmt::format("the rule files ({}) and option tables", RulesFrom));
  auto Plural = [](unsigned N) { return N == 1 ? "" : "s"; };
  if (T.PreamblesBuilt || T.PreambleParses || T.PreambleRetries)
    Line("header cache", T.HeaderCache,
         fmt::format("building {} precompiled preamble{}; {} parse{} started "
                     "from one, {} failed with one and parsed again without",
                     T.PreamblesBuilt, Plural(T.PreamblesBuilt),
                     T.PreambleParses, Plural(T.PreambleParses),
                     T.PreambleRetries));
  Line("parse", T.Parse, "Clang: preprocessing, parsing, semantic analysis");
  Line("match", T.Match, "finding CUDA references in the AST");
  Line("checks", T.Checks, "hazard checks and deciding each edit");
  Line("token pass", T.TokenPass,
       "files or parts without an AST, build "
       "scripts");
  Line("rewrite", T.Rewrite, "merging translation units, applying edits");
  Line("write", Write, "the port, diagnostics files and reports");
  if (Verify > 0)
    Line("verify", Verify, "compiling the port (--verify)");
}

/// --verify: compiles the written port and says what did not build.

void printRunSummary(const RunOptions &O, const MigrationResult &Result) {
  for (const std::string &Header : Result.NotMigrated)
    errs() << "musify: note: " << Header
           << " has CUDA names too but is not migrated: pass it as an input, "
              "or use --out-root or --in-place with an --in-root above it\n";
  if (O.Quiet)
    return;
  if (CudaToolkit Cuda = findCudaToolkit(O.CudaPath);
      !Cuda.found() && O.To == "musa")
    errs() << "musify: note: no CUDA toolkit found (searched "
           << llvm::join(Cuda.Searched, ", ")
           << "); token-level migration only\n";
  if (Result.CachedInputs)
    errs() << "musify: " << Result.CachedInputs
           << " inputs unchanged since the last run: taken from " << O.OutRoot
           << "/.musify-cache.json, not parsed\n";
  printSummary(summarize(Result),
               !O.OutRoot.empty() ? StringRef(O.OutRoot) : StringRef(), errs());
}

} // namespace musify
