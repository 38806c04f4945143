//===- RunOptions.h - Everything a musify command line asks for -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one value the command line (and the project's .musify.yaml) becomes:
// the tool parses flags into it (CommandLine.h) and the driver runs it
// (Driver.h). Each field is the flag of the same name; README.md lists them.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DRIVER_RUNOPTIONS_H
#define MUSIFY_DRIVER_RUNOPTIONS_H

#include "musify/Diagnostics/CheckFilter.h"
#include "musify/Diagnostics/Diagnostic.h"
#include <optional>
#include <string>
#include <vector>

namespace musify {

struct RunOptions {
  // Inputs and outputs.
  std::vector<std::string> Sources;
  std::string ConfigFile, BuildPath, OutputFile, OutRoot, InRoot;
  /// `musify -` (a source named "-") or --stdin-filename: the source is
  /// standard input, treated as this file.
  std::string StdinFilename;
  std::vector<std::string> Excludes;
  std::string Shard;
  bool Check = false, RenameFiles = false, Diff = false, InPlace = false;
  bool NoBackup = false, ReportOnly = false;

  // Migration.
  bool RenameSymbols = false;
  std::string CudaPath, RulesDir, ResourceDir, To = "musa";
  /// --torch-path: PyTorch's package (or its include/); "none": the
  /// stand-ins; empty: searched for (docs/parsing.md).
  std::string TorchPath;
  std::vector<std::string> UserRules, Mappings, MusaArchs;

  // Diagnostics and reports.
  std::string DiagnosticsFile, Sarif, ExportFixes, ReportDir, DocsUrl;
  /// --fail-on, parsed; none: never fail on a diagnostic.
  std::optional<Severity> FailLevel;
  unsigned MaxWarnings = ~0u;
  bool Annotate = false, TimeReport = false, Quiet = false;
  /// Which diagnostics are on and which are errors (`Checks`,
  /// `WarningsAsErrors` in .musify.yaml, --checks, --warnings-as-errors):
  /// as written, and parsed.
  std::string Checks, WarningsAsErrors;
  CheckFilter Filter;

  // Parallelism, per-file limits and caches.
  unsigned Jobs = 0;
  unsigned TimeoutPerFile = 300, MaxMemoryPerFile = 4096;
  bool NoHeaderCache = false, NoRuleCache = false;
  /// Tree mode: no include directories inferred from the tree's includes.
  bool NoInferIncludes = false;
  std::string HeaderCacheDir;

  // Verifying the port.
  bool Verify = false;
  /// --verify=build: also configure and build the port's own build scripts.
  bool VerifyBuild = false;
  std::string MusaModel;

  // Print and exit.
  std::string Explain, ApiDocs, QueryFamily;
  std::vector<std::string> Query;
  bool PrintReverseChoices = false, ListChecks = false;

  /// Arguments for every parse: --extra-arg-before, those after `--`,
  /// --extra-arg, in that order.
  std::vector<std::string> ExtraArgs;
  /// The arguments after `--` alone, as given: a parse worker gets them so.
  std::vector<std::string> AfterDashDash;
  /// The tool's own arguments (before `--`, program name excluded), which a
  /// parse worker is started with.
  std::vector<std::string> ToolArgs;
  /// This program, and the data directory installed with it (share/musify:
  /// rules, shims, diagnostic pages, the SDK model).
  std::string Executable, DataDir;
  /// Set on the parse processes a run starts (--internal-parse-worker).
  bool InternalParseWorker = false;
  /// In a parse process: the run's header root (MigrationOptions).
  std::string InternalHeaderRoot;
};

} // namespace musify

#endif // MUSIFY_DRIVER_RUNOPTIONS_H
