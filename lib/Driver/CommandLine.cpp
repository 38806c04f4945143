//===- CommandLine.cpp - musify's flags, parsed into RunOptions -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/CommandLine.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Support/ConfigFile.h"
#include "musify/Support/MusaTargets.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/Version.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;

namespace musify {
namespace {

/// --musa-arch's help, from the table of targets: their names, and which
/// have how many lanes a warp.
const char *musaArchHelp() {
  static const std::string Help = [] {
    std::vector<std::pair<unsigned, std::string>> ByWarp;
    for (const MusaArch &A : allMusaArchs()) {
      auto It = llvm::find_if(
          ByWarp, [&](const auto &W) { return W.first == A.WarpSize; });
      if (It == ByWarp.end())
        ByWarp.push_back({A.WarpSize, A.Name.str()});
      else
        It->second += "/" + A.Name.str();
    }
    std::string Lanes;
    for (size_t I = 0; I < ByWarp.size(); ++I)
      Lanes += (I == 0                   ? ""
                : I + 1 == ByWarp.size() ? " and "
                                         : ", ") +
               std::to_string(ByWarp[I].first) +
               (I == 0 ? " lanes on " : " on ") + ByWarp[I].second;
    return "Target architecture of the hazard checks: " + musaArchNames() +
           " or all (repeatable; default all). Warps have " + Lanes;
  }();
  return Help.c_str();
}

// Options by what they are for, as --help lists them.
cl::OptionCategory InputCat("Inputs and outputs");
cl::OptionCategory MigrationCat("Migration");
cl::OptionCategory ReportCat("Diagnostics and reports");
cl::OptionCategory LimitsCat("Parallelism and per-file limits");
cl::OptionCategory VerifyCat("Verifying the port");
cl::OptionCategory InfoCat("Rules and documentation (print and exit)");
const cl::OptionCategory *Categories[] = {&InputCat,  &MigrationCat, &ReportCat,
                                          &LimitsCat, &VerifyCat,    &InfoCat};

cl::list<std::string> Sources(cl::Positional, cl::desc("<source>..."),
                              cl::cat(InputCat));
cl::opt<std::string>
    ConfigFile("config-file",
               cl::desc("Read options from this file instead of the nearest "
                        ".musify.yaml above --in-root or the inputs"),
               cl::value_desc("file.yaml"), cl::cat(InputCat));
cl::opt<std::string> BuildPath(
    "p",
    cl::desc("Build directory holding compile_commands.json; each file "
             "is parsed with its own flags"),
    cl::value_desc("build dir"), cl::cat(InputCat));
cl::opt<std::string>
    OutputFile("o", cl::desc("Write the migrated file here (one input only)"),
               cl::value_desc("file"), cl::cat(InputCat));
cl::opt<std::string> OutRoot(
    "out-root",
    cl::desc("Write migrated files under this directory, mirroring their "
             "place under --in-root; headers under --in-root that the inputs "
             "include are migrated too"),
    cl::value_desc("dir"), cl::cat(InputCat));
cl::opt<std::string> InRoot(
    "in-root",
    cl::desc("Root of the input tree (default: the inputs' common parent)"),
    cl::value_desc("dir"), cl::cat(InputCat));
cl::list<std::string> Excludes(
    "exclude",
    cl::desc("In tree mode, do not migrate files matching this glob "
             "(relative to --in-root; they are copied unchanged; repeatable)"),
    cl::value_desc("glob"), cl::cat(InputCat));
cl::opt<unsigned> Jobs(
    "j",
    cl::desc("Translation units parsed in parallel (default: the number of "
             "cores); the output does not depend on it"),
    cl::value_desc("n"), cl::init(0), cl::Prefix, cl::cat(LimitsCat));
cl::opt<std::string> Shard(
    "shard",
    cl::desc("Migrate only slice K of N of the inputs (sorted by name), for "
             "CI matrices; combine the shards' reports with "
             "`musify merge-reports`"),
    cl::value_desc("K/N"), cl::cat(InputCat));
cl::opt<bool> Check(
    "check",
    cl::desc("With --out-root: write nothing, list the files whose migration "
             "differs from what is in the out-root, exit 1 if any does"),
    cl::cat(InputCat));
cl::opt<bool> RenameFiles(
    "rename-files",
    cl::desc("With --out-root: write .cu files as .mu and .cuh as .muh, and "
             "update the #include lines and build scripts that name them"),
    cl::cat(InputCat));
cl::opt<bool> RenameSymbols(
    "rename-symbols",
    cl::desc("Rename the project's own names that say CUDA (checkCudaErrors, "
             "CHECK_CUDA, WITH_CUDA, foo_cuda.h) to MUSA across the whole "
             "project, each everywhere or not at all; file names only with "
             "--out-root"),
    cl::cat(MigrationCat));
cl::opt<bool> Diff(
    "diff",
    cl::desc("Write nothing; print unified diffs: against the out-root with "
             "--out-root (what --check would list), else against the inputs"),
    cl::cat(InputCat));
cl::opt<bool> InPlace("in-place",
                      cl::desc("Rewrite the inputs (and headers under "
                               "--in-root) in place, keeping <file>.orig"),
                      cl::cat(InputCat));
cl::opt<bool> NoBackup("no-backup",
                       cl::desc("With --in-place, keep no <file>.orig"),
                       cl::cat(InputCat));
cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA toolkit root (default: $CUDA_PATH, then /usr/local/cuda); "
             "without one, files are migrated by the token-level pass only"),
    cl::value_desc("dir"), cl::cat(MigrationCat));
cl::opt<std::string> TorchPath(
    "torch-path",
    cl::desc("PyTorch's installed package (the directory holding include/) "
             "to parse and --verify extensions with (default: searched for "
             "in the virtualenv, conda and system site-packages); none: "
             "musify's stand-in declarations"),
    cl::value_desc("dir"), cl::cat(MigrationCat));
cl::opt<std::string>
    RulesDir("rules-dir",
             cl::desc("Directory of the built-in rule files (default: the one "
                      "installed with musify)"),
             cl::value_desc("dir"), cl::cat(MigrationCat));
cl::list<std::string> UserRules(
    "rules",
    cl::desc("Additional rule file; its rules take precedence over the "
             "built-in ones (repeatable)"),
    cl::value_desc("file.yaml"), cl::cat(MigrationCat));
cl::list<std::string> Mappings(
    "mapping",
    cl::desc("Flat JSON table {\"cudaName\": \"musaName\"} as used by Moore "
             "Threads' musify-text; its entries take precedence over built-in "
             "rules (repeatable)"),
    cl::value_desc("file.json"), cl::cat(MigrationCat));
cl::opt<std::string> Explain(
    "explain",
    cl::desc("Print the documentation of a diagnostic (MU1001 or its name) "
             "and exit"),
    cl::value_desc("id"), cl::cat(InfoCat));
cl::opt<std::string>
    ApiDocs("api-docs",
            cl::desc("Write the API tables (one Markdown file per family and a "
                     "README with the counts) into this directory and exit"),
            cl::value_desc("dir"), cl::cat(InfoCat));
cl::list<std::string> Query(
    "query",
    cl::desc("Print the rule for a CUDA or MUSA name and exit (repeatable)"),
    cl::value_desc("name"), cl::cat(InfoCat));
cl::opt<std::string>
    QueryFamily("query-family", cl::desc("List the rules of a family and exit"),
                cl::value_desc("family"), cl::cat(InfoCat));
cl::opt<std::string>
    DiagnosticsFile("diagnostics-file",
                    cl::desc("Also write the diagnostics as JSON (schema: "
                             "docs/diagnostics.md)"),
                    cl::value_desc("path"), cl::cat(ReportCat));
cl::opt<std::string>
    Sarif("sarif",
          cl::desc("Also write the diagnostics as a SARIF 2.1.0 log, for "
                   "code-scanning dashboards"),
          cl::value_desc("path"), cl::cat(ReportCat));
cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write every edit of the port, and every diagnostic with its "
             "quick fix, as YAML in clang-tidy's --export-fixes form, which "
             "clang-apply-replacements applies"),
    cl::value_desc("file.yaml"), cl::cat(ReportCat));
cl::opt<bool> ReportOnly(
    "report-only",
    cl::desc("Analyse only: write the diagnostics, reports and fixes asked "
             "for, but no migrated file"),
    cl::cat(InputCat));
cl::opt<std::string> ReportDir(
    "report",
    cl::desc("Write report.json, report.md and a self-contained report.html "
             "(per file, per API family, per API) into this directory"),
    cl::value_desc("dir"), cl::cat(ReportCat));
cl::opt<std::string>
    DocsUrl("docs-url",
            cl::desc("Base of the help URIs in the SARIF log, where the "
                     "diagnostic pages are published (default: the file:// "
                     "URI of the pages installed with musify)"),
            cl::value_desc("url"), cl::cat(ReportCat));
cl::opt<std::string> FailOn(
    "fail-on",
    cl::desc("Exit with status 1 when a diagnostic of this severity or "
             "higher is reported: none, note, warning, error (default: none)"),
    cl::value_desc("severity"), cl::init("none"), cl::cat(ReportCat));
cl::list<std::string> MusaArchs("musa-arch", cl::desc(musaArchHelp()),
                                cl::value_desc("arch"), cl::cat(MigrationCat));
cl::opt<unsigned> MaxWarnings(
    "max-warnings",
    cl::desc("Exit with status 1 when more than this many warnings (and "
             "errors) are reported"),
    cl::value_desc("n"), cl::init(~0u), cl::cat(ReportCat));
cl::opt<bool> Annotate(
    "annotate",
    cl::desc("Write a `// musify: <ID>: <message>` comment above each line "
             "of the output that has a warning or an error"),
    cl::cat(ReportCat));
cl::opt<bool> TimeReport(
    "time-report",
    cl::desc("Print where the run's time went: loading rules, parsing, "
             "matching, checks, the token-level pass, rewriting, writing"),
    cl::cat(ReportCat));
cl::opt<bool> Quiet("quiet", cl::desc("Print no summary"), cl::cat(ReportCat));
cl::opt<std::string> Checks(
    "checks",
    cl::desc("Which diagnostics are on, as clang-tidy's Checks: "
             "comma-separated globs over their IDs or names (-MU1005,MU2*); a "
             "'-' turns off what it matches, the last glob that matches "
             "decides, all are on by default. Wins over .musify.yaml's Checks"),
    cl::value_desc("globs"), cl::cat(ReportCat));
cl::opt<std::string> WarningsAsErrors(
    "warnings-as-errors",
    cl::desc("Diagnostics reported as errors (globs as --checks; default: "
             "none); any of them makes the exit status 1"),
    cl::value_desc("globs"), cl::cat(ReportCat));
cl::opt<bool> ListChecks(
    "list-checks",
    cl::desc("List the diagnostics that are on under the configuration and "
             "--checks (ID, name, what it finds) and exit"),
    cl::cat(InfoCat));
cl::opt<bool> DumpConfig(
    "dump-config",
    cl::desc("Print the options in effect (.musify.yaml's and the command "
             "line's) as a .musify.yaml and exit"),
    cl::cat(InfoCat));
cl::opt<std::string> ResourceDir(
    "resource-dir",
    cl::desc("Clang resource directory for parsing (default: the one musify "
             "was built with)"),
    cl::value_desc("dir"), cl::init(builtInResourceDir()),
    cl::cat(MigrationCat));

cl::opt<unsigned> TimeoutPerFile(
    "timeout-per-file",
    cl::desc("Stop parsing a file after this many seconds; the file is then "
             "migrated by the token-level pass (0: no limit)"),
    cl::value_desc("seconds"), cl::init(DefaultTimeoutPerFile),
    cl::cat(LimitsCat));
cl::opt<unsigned> MaxMemoryPerFile(
    "max-memory-per-file",
    cl::desc("Stop parsing a file when its parse process holds more than this "
             "much memory; the file is then migrated by the token-level pass "
             "(0: no limit; with both limits 0, files are parsed in musify's "
             "own process)"),
    cl::value_desc("MiB"), cl::init(DefaultMaxMemoryPerFile),
    cl::cat(LimitsCat));
cl::opt<std::string> Verify(
    "verify", cl::ValueOptional,
    cl::desc("After writing the port (--out-root or --in-place), compile each "
             "migrated translation unit with the MUSA SDK's mcc ($MUSA_HOME, "
             "/usr/local/musa) or, without one, with Clang against musify's "
             "model of the SDK; each that does not build is an error "
             "(MU4001). --verify=build also configures and builds the port's "
             "own CMake or Make project against the SDK (MU4004): it runs the "
             "project's build scripts, so only the command line may ask"),
    cl::value_desc("build"), cl::cat(VerifyCat));
cl::opt<std::string> MusaModel(
    "musa-model",
    cl::desc("The MUSA SDK model --verify uses without an SDK (default: the "
             "one generated into musify's data directory)"),
    cl::value_desc("dir"), cl::cat(VerifyCat));
cl::opt<std::string> To(
    "to",
    cl::desc("Direction: musa (CUDA to MUSA, the default) or cuda (MUSA back "
             "to CUDA, with the rules read backwards, by the token-level "
             "pass; see docs/reverse.md)"),
    cl::value_desc("musa|cuda"), cl::init("musa"), cl::cat(MigrationCat));
cl::opt<bool> PrintReverseChoices(
    "print-reverse-choices",
    cl::desc("List the MUSA names several CUDA names map to, and the CUDA "
             "name --to cuda gives each back"),
    cl::cat(InfoCat));
cl::list<std::string> ExtraArg(
    "extra-arg",
    cl::desc("An argument to append to every parse's compiler command (as "
             "clang-tidy; repeatable); the same as giving it after --"),
    cl::value_desc("arg"), cl::cat(MigrationCat));
cl::list<std::string> ExtraArgBefore(
    "extra-arg-before",
    cl::desc("An argument to put before the others of every parse's compiler "
             "command (repeatable)"),
    cl::value_desc("arg"), cl::cat(MigrationCat));
cl::opt<bool> NoInferIncludes(
    "no-infer-includes",
    cl::desc("In tree mode without -p, do not add the tree's directories "
             "that hold an included header as include directories"),
    cl::cat(MigrationCat));
cl::opt<bool> NoHeaderCache(
    "no-header-cache",
    cl::desc("Parse every header of every translation unit instead of "
             "starting from precompiled preambles shared by the translation "
             "units that begin with the same #include lines"),
    cl::cat(LimitsCat));
cl::opt<bool> NoRuleCache(
    "no-rule-cache",
    cl::desc("Parse the rule files instead of reading their compiled form "
             "from the cache directory ($MUSIFY_CACHE_DIR, else "
             "~/.cache/musify)"),
    cl::cat(LimitsCat));
cl::opt<std::string> HeaderCacheDir(
    "header-cache-dir",
    cl::desc("Keep the precompiled preambles there (default: beside the "
             "incremental state in the out-root, else a directory of the "
             "run's own, removed when it ends)"),
    cl::value_desc("dir"), cl::cat(LimitsCat));
cl::opt<std::string> StdinFilename(
    "stdin-filename",
    cl::desc("Read the source from standard input (as `-` does) and treat it "
             "as this file: its flags, .musify.yaml and includes; the port "
             "goes to standard output"),
    cl::value_desc("path"), cl::cat(InputCat));
// Set on the parse processes musify starts itself (lib/Migrate/ParseWorkers).
cl::opt<bool> InternalParseWorker("internal-parse-worker", cl::Hidden,
                                  cl::desc("(musify's own) parse the inputs "
                                           "named on standard input"),
                                  cl::cat(LimitsCat));
// The run's header root, which decides what the port writes, for its parse
// processes (workerCommand).
cl::opt<std::string> InternalHeaderRoot(
    "internal-header-root", cl::Hidden,
    cl::desc("(musify's own) the headers the run migrates lie under it"),
    cl::cat(LimitsCat));

/// The visible long option nearest \p Name (as \p Spell spells it) of
/// those \p Allowed, or "" when none is within three edits.
std::string
nearestOption(StringRef Name, function_ref<bool(StringRef)> Allowed,
              function_ref<StringRef(StringRef)> Spell = configKeyOfOption) {
  std::string Best;
  unsigned BestDistance = 4;
  for (const auto &[Key, O] : cl::getRegisteredOptions()) {
    if (Key.size() < 2 || O->getOptionHiddenFlag() != cl::NotHidden ||
        !Allowed(Key))
      continue;
    for (StringRef Spelling : {Key, Spell(Key)}) {
      unsigned D = Name.edit_distance(Spelling, /*AllowReplacements=*/true,
                                      BestDistance);
      if (D < BestDistance)
        BestDistance = D, Best = Spell(Key).str();
    }
  }
  return Best;
}

/// A long option no one registered (`--out-rot`): LLVM's parser would take
/// it for a group of one-letter options and suggest `-o`; the nearest long
/// option is what the user meant.
std::optional<std::string> unknownLongOption(int Argc, const char **Argv) {
  StringMap<cl::Option *> &Known = cl::getRegisteredOptions();
  for (int I = 1; I < Argc; ++I) {
    StringRef Arg = Argv[I];
    if (!Arg.starts_with("--") || Arg == "--")
      continue;
    StringRef Name = Arg.drop_front(2).split('=').first;
    if (Name.empty() || Known.count(Name))
      continue;
    std::string Best = nearestOption(
        Name, [](StringRef) { return true; },
        [](StringRef Key) { return Key; });
    std::string Message = "unknown option '" + Arg.split('=').first.str() + "'";
    if (!Best.empty())
      Message += "; did you mean '--" + Best + "'?";
    return Message + " (see --help)";
  }
  return std::nullopt;
}

bool parseArguments(int Argc, const char *const *Argv) {
  std::string Errors;
  raw_string_ostream ErrStream(Errors);
  if (cl::ParseCommandLineOptions(
          Argc, Argv,
          "musify: migrate CUDA source code to MUSA\n\n"
          "  musify [options] <source>... [-- <compiler args>]\n\n"
          "With one input and no -o, --out-root or --in-place, the migrated\n"
          "source is printed on standard output. Options are also read from\n"
          "the nearest .musify.yaml above --in-root (or the inputs), or from\n"
          "--config-file; the command line wins. Exit status: 0 success,\n"
          "1 --fail-on met or --verify failed, 2 usage or rule error,\n"
          "3 unreadable input or unwritable output.\n",
          &ErrStream))
    return true;
  errs() << ErrStream.str();
  return false;
}

/// What a .musify.yaml may set: the options of a run, not those that print
/// and exit; paths in it are relative to the file.
ConfigKey classifyConfigKey(StringRef Name) {
  static const std::set<std::string> Paths = {
      "p",       "out-root",         "in-root",      "rules",      "rules-dir",
      "mapping", "cuda-path",        "resource-dir", "musa-model", "report",
      "sarif",   "diagnostics-file", "export-fixes"};
  cl::Option *O = cl::getRegisteredOptions().lookup(Name);
  if (!O || O->getOptionHiddenFlag() != cl::NotHidden ||
      Name == "config-file" || O->Categories.empty() ||
      llvm::is_contained(O->Categories, &InfoCat) || Name == "o")
    return ConfigKey::Unknown;
  return Paths.count(Name.str()) ? ConfigKey::Path : ConfigKey::Value;
}

/// The key a configuration may set nearest the misspelled \p Key.
std::string nearestConfigKey(StringRef Key) {
  return nearestOption(Key.ltrim('-'), [](StringRef Name) {
    return classifyConfigKey(Name) != ConfigKey::Unknown;
  });
}

/// Splits off the compiler's arguments after `--`, as clang tools do;
/// returns the number of arguments before it (the program's included).
int splitAtDashDash(int Argc, const char **Argv, RunOptions &O) {
  for (int I = 1; I < Argc; ++I)
    if (StringRef(Argv[I]) == "--") {
      O.AfterDashDash.assign(Argv + I + 1, Argv + Argc);
      return I;
    }
  return Argc;
}

/// The project's .musify.yaml (or --config-file): its options come first,
/// so that the command line wins; \p Effective gets them all (the program
/// name left out). Returns false on an error, said.
bool mergeConfigFile(int ToolArgc, const char **Argv,
                     std::vector<std::string> &Effective) {
  Effective.assign(Argv + 1, Argv + ToolArgc);
  std::string ConfigPath = ConfigFile;
  std::vector<std::string> Refused; // what a found one may not do
  if (ConfigPath.empty())
    ConfigPath = findConfigFile(
        !InRoot.empty()          ? InRoot.getValue()
        : !StdinFilename.empty() ? commonParent({StdinFilename.getValue()})
        : Sources.empty()        ? std::string(".")
                          : commonParent({Sources.begin(), Sources.end()}),
        &Refused);
  auto SayRefused = [&] {
    for (const std::string &Line : Refused)
      if (!InternalParseWorker)
        errs() << "musify: warning: " << Line << "\n";
  };
  if (ConfigPath.empty()) {
    SayRefused();
    return true;
  }
  auto FromConfig =
      readConfigFile(ConfigPath, classifyConfigKey, nearestConfigKey);
  if (!FromConfig) {
    usageError(toString(FromConfig.takeError()));
    return false;
  }
  if (ConfigFile.empty())
    restrictTreeConfig(*FromConfig, OutRoot,
                       sys::path::parent_path(absolutePath(ConfigPath)),
                       Refused);
  std::vector<const char *> Args = {Argv[0]};
  for (const std::string &A : *FromConfig)
    Args.push_back(A.c_str());
  Args.insert(Args.end(), Argv + 1, Argv + ToolArgc);
  Effective.assign(Args.begin() + 1, Args.end());
  cl::ResetAllOptionOccurrences();
  if (!parseArguments(Args.size(), Args.data()))
    return false;
  // Said even with --quiet: options the user did not type.
  if (!InternalParseWorker && !FromConfig->empty())
    errs() << "musify: note: options from " << printable(ConfigPath) << ": "
           << join(*FromConfig, " ") << "\n";
  SayRefused();
  return true;
}

/// Copies the parsed flags into \p O.
void fillInputOptions(RunOptions &O) {
  O.Sources.assign(Sources.begin(), Sources.end());
  O.ConfigFile = ConfigFile, O.BuildPath = BuildPath;
  O.StdinFilename = StdinFilename;
  O.OutputFile = OutputFile, O.OutRoot = OutRoot, O.InRoot = InRoot;
  O.Excludes.assign(Excludes.begin(), Excludes.end());
  O.Shard = Shard, O.Check = Check, O.RenameFiles = RenameFiles;
  O.Diff = Diff, O.InPlace = InPlace, O.NoBackup = NoBackup;
  O.ReportOnly = ReportOnly;
  O.RenameSymbols = RenameSymbols, O.CudaPath = CudaPath;
  O.TorchPath = TorchPath;
  O.RulesDir = RulesDir, O.ResourceDir = ResourceDir, O.To = To;
  O.UserRules.assign(UserRules.begin(), UserRules.end());
  O.Mappings.assign(Mappings.begin(), Mappings.end());
  O.MusaArchs.assign(MusaArchs.begin(), MusaArchs.end());
}

void fillOtherOptions(RunOptions &O) {
  O.DiagnosticsFile = DiagnosticsFile, O.Sarif = Sarif;
  O.ExportFixes = ExportFixes, O.ReportDir = ReportDir, O.DocsUrl = DocsUrl;
  O.MaxWarnings = MaxWarnings, O.Annotate = Annotate;
  O.TimeReport = TimeReport, O.Quiet = Quiet;
  O.Jobs = Jobs, O.TimeoutPerFile = TimeoutPerFile;
  O.MaxMemoryPerFile = MaxMemoryPerFile, O.NoHeaderCache = NoHeaderCache;
  O.NoInferIncludes = NoInferIncludes;
  O.NoRuleCache = NoRuleCache, O.HeaderCacheDir = HeaderCacheDir;
  // A configuration's `verify: true` (or false) arrives as --verify=true.
  O.Verify =
      Verify.getNumOccurrences() > 0 && Verify != "false" && Verify != "0";
  O.MusaModel = MusaModel;
  O.VerifyBuild = O.Verify && Verify == "build";
  O.Explain = Explain, O.ApiDocs = ApiDocs, O.QueryFamily = QueryFamily;
  O.Query.assign(Query.begin(), Query.end());
  O.PrintReverseChoices = PrintReverseChoices, O.ListChecks = ListChecks;
  O.Checks = Checks, O.WarningsAsErrors = WarningsAsErrors;
  O.InternalParseWorker = InternalParseWorker;
  O.InternalHeaderRoot = InternalHeaderRoot;
  // clang-tidy's spellings of the arguments after `--`.
  O.ExtraArgs.assign(ExtraArgBefore.begin(), ExtraArgBefore.end());
  O.ExtraArgs.insert(O.ExtraArgs.end(), O.AfterDashDash.begin(),
                     O.AfterDashDash.end());
  O.ExtraArgs.insert(O.ExtraArgs.end(), ExtraArg.begin(), ExtraArg.end());
}

/// musify's --color takes clang's and git's auto/always/never; LLVM's own
/// takes true/false and gives way before musify's is made.
cl::opt<std::string> &colorOption() {
  if (cl::Option *LLVMColor = cl::getRegisteredOptions().lookup("color"))
    LLVMColor->removeArgument();
  static cl::opt<std::string> Color(
      "color",
      cl::desc("Colour the diagnostics: auto (on a terminal), always, never"),
      cl::value_desc("when"), cl::init("auto"), cl::cat(ReportCat));
  return Color;
}

/// The flags that are checked once parsing is done.
std::optional<int> checkParsedValues(const cl::opt<std::string> &Color,
                                     RunOptions &O) {
  if (Color != "auto" && Color != "always" && Color != "never")
    return usageError("--color must be auto, always or never, not '" + Color +
                      "'");
  errs().enable_colors(Color == "always" ||
                       (Color == "auto" && errs().has_colors()));
  auto Filter = makeCheckFilter(Checks, WarningsAsErrors);
  if (!Filter)
    return usageError(toString(Filter.takeError()));
  O.Filter = std::move(*Filter);
  if (FailOn != "none") {
    O.FailLevel = parseSeverity(FailOn);
    if (!O.FailLevel)
      return usageError(
          "--fail-on must be none, note, warning or error, not '" + FailOn +
          "'");
  }
  static const std::set<std::string> VerifyValues = {"",  "build", "true",
                                                     "1", "false", "0"};
  if (Verify.getNumOccurrences() && !VerifyValues.count(Verify))
    return usageError("--verify takes no value or 'build', not '" + Verify +
                      "'");
  return std::nullopt;
}

/// The options \p Args set, as the parser reads them (`--name=value`,
/// `-name value`, `--flag`, `-j4`), by name, with their values in order; an
/// option of one value keeps its last.
std::map<std::string, std::vector<std::string>>
optionsSetBy(ArrayRef<std::string> Args) {
  StringMap<cl::Option *> &Known = cl::getRegisteredOptions();
  std::map<std::string, std::vector<std::string>> Set;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Body = StringRef(Args[I]).ltrim('-');
    if (Body.size() == Args[I].size() || Body.empty())
      continue; // a source, or `-` (standard input)
    auto [Name, Value] = Body.split('=');
    bool HasValue = Body.contains('=');
    cl::Option *O = Known.lookup(Name);
    for (auto It = Known.begin(); !O && It != Known.end(); ++It)
      if (It->second->getFormattingFlag() == cl::Prefix &&
          Body.starts_with(It->first()))
        O = It->second, Name = It->first(),
        Value = Body.drop_front(Name.size()), HasValue = true;
    if (!O)
      continue;
    if (!HasValue && O->getValueExpectedFlag() == cl::ValueRequired &&
        I + 1 < Args.size())
      Value = Args[++I], HasValue = true;
    std::vector<std::string> &Values = Set[Name.str()];
    if (O->getNumOccurrencesFlag() != cl::ZeroOrMore &&
        O->getNumOccurrencesFlag() != cl::OneOrMore)
      Values.clear();
    Values.push_back(HasValue ? Value.str() : "true");
  }
  return Set;
}

std::string yamlQuoted(StringRef S) {
  std::string Out = "'";
  for (char C : S)
    Out += C == '\'' ? std::string("''") : std::string(1, C);
  return Out + "'";
}

/// --dump-config: the options in effect, each once, in a form
/// readConfigFile reads back to the same options (paths made absolute).
void dumpConfig(ArrayRef<std::string> Args, raw_ostream &OS) {
  std::map<std::string, std::vector<std::string>> Set = optionsSetBy(Args);
  Set.erase("checks"), Set.erase("warnings-as-errors");
  OS << "# The options in effect (musify --dump-config); save as "
     << ConfigFileName << "\n"
     << configKeyOfOption("checks") << ": " << yamlQuoted(Checks) << "\n"
     << configKeyOfOption("warnings-as-errors") << ": "
     << yamlQuoted(WarningsAsErrors) << "\n";
  for (auto &[Name, Values] : Set) {
    ConfigKey Kind = classifyConfigKey(Name);
    if (Kind == ConfigKey::Unknown)
      continue;
    std::vector<std::string> Quoted;
    for (std::string V : Values) {
      if (Kind == ConfigKey::Path && !V.empty())
        V = absolutePath(V);
      Quoted.push_back(yamlQuoted(V));
    }
    bool List =
        cl::getRegisteredOptions().lookup(Name)->getNumOccurrencesFlag() ==
        cl::ZeroOrMore;
    OS << configKeyOfOption(Name) << ": "
       << (List ? "[" + join(Quoted, ", ") + "]" : Quoted.back()) << "\n";
  }
}

} // namespace

std::string dataDirOf(const char *Argv0) {
  std::string Exe =
      sys::fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&usageError));
  SmallString<256> Dir(sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Dir, "share", "musify");
  return std::string(Dir);
}

std::string executableOf(const char *Argv0) {
  return sys::fs::getMainExecutable(Argv0,
                                    reinterpret_cast<void *>(&usageError));
}

const char *builtInResourceDir() { return MUSIFY_CLANG_RESOURCE_DIR; }

std::optional<int> parseCommandLine(int Argc, const char **Argv,
                                    RunOptions &O) {
  int ToolArgc = splitAtDashDash(Argc, Argv, O);
  O.ToolArgs.assign(Argv + 1, Argv + ToolArgc);
  O.Executable = executableOf(Argv[0]);
  O.DataDir = dataDirOf(Argv[0]);
  cl::HideUnrelatedOptions(Categories);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "musify " << MUSIFY_VERSION_STRING << " (LLVM " << LLVM_VERSION_STRING
       << ")\n";
  });
  cl::opt<std::string> &Color = colorOption();
  if (std::optional<std::string> Unknown = unknownLongOption(ToolArgc, Argv))
    return usageError(*Unknown);
  std::vector<std::string> Effective;
  if (!parseArguments(ToolArgc, Argv) ||
      !mergeConfigFile(ToolArgc, Argv, Effective))
    return ExitUsage;
  fillInputOptions(O);
  fillOtherOptions(O);
  if (std::optional<int> Status = checkParsedValues(Color, O))
    return Status;
  if (DumpConfig) {
    dumpConfig(Effective, outs());
    return ExitOk;
  }
  return std::nullopt;
}

} // namespace musify
