//===- Musify.cpp - The musify command-line driver ------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Parses flags, loads rules, calls the library, writes outputs. Everything
// else lives in lib/ so that it can be tested without a process.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Diagnostics/Emitters.h"
#include "musify/LanguageServer/LanguageServer.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Migrate/Migrator.h"
#include "musify/Output/ExportFixes.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Output/SourceTree.h"
#include "musify/Output/WriteOutputs.h"
#include "musify/Report/ApiDocs.h"
#include "musify/Report/ProjectReport.h"
#include "musify/Report/Summary.h"
#include "musify/Rules/RuleCache.h"
#include "musify/Rules/RuleLoader.h"
#include "musify/Rules/RuleQuery.h"
#include "musify/Rules/ReverseRules.h"
#include "musify/Support/ConfigFile.h"
#include "musify/Support/Printable.h"
#include "musify/Support/Stopwatch.h"
#include "musify/Support/TemporaryDirectory.h"
#include "musify/Support/Version.h"
#include "musify/Verify/BuildVerifier.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <set>
#include <fmt/format.h>

using namespace llvm;
using namespace musify;

namespace {

enum ExitCode {
  ExitOk = 0,
  ExitFailOn = 1,
  ExitUsage = 2,
  ExitIO = 3,
};

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
cl::opt<std::string> ConfigFile(
    "config-file",
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
            cl::value_desc("url"),
            cl::cat(ReportCat));
cl::opt<std::string> FailOn(
    "fail-on",
    cl::desc("Exit with status 1 when a diagnostic of this severity or "
             "higher is reported: none, note, warning, error (default: none)"),
    cl::value_desc("severity"), cl::init("none"), cl::cat(ReportCat));
cl::list<std::string> MusaArchs(
    "musa-arch",
    cl::desc("Target architecture of the hazard checks: mp_21, mp_22, mp_31 "
             "or all (repeatable; default all). Warps have 128 lanes on "
             "mp_21/mp_22 and 32 on mp_31"),
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
cl::opt<std::string> ResourceDir(
    "resource-dir",
    cl::desc("Clang resource directory for parsing (default: the one musify "
             "was built with)"),
    cl::value_desc("dir"), cl::init(MUSIFY_CLANG_RESOURCE_DIR),
    cl::cat(MigrationCat));

cl::opt<unsigned> TimeoutPerFile(
    "timeout-per-file",
    cl::desc("Stop parsing a file after this many seconds; the file is then "
             "migrated by the token-level pass (0: no limit)"),
    cl::value_desc("seconds"), cl::init(300), cl::cat(LimitsCat));
cl::opt<unsigned> MaxMemoryPerFile(
    "max-memory-per-file",
    cl::desc("Stop parsing a file when its parse process holds more than this "
             "much memory; the file is then migrated by the token-level pass "
             "(0: no limit; with both limits 0, files are parsed in musify's "
             "own process)"),
    cl::value_desc("MiB"), cl::init(4096), cl::cat(LimitsCat));
cl::opt<bool> Verify(
    "verify",
    cl::desc("After writing the port (--out-root or --in-place), compile each "
             "migrated translation unit with the MUSA SDK's mcc ($MUSA_HOME, "
             "/usr/local/musa) or, without one, with Clang against musify's "
             "model of the SDK; each that does not build is an error (MU4001)"),
    cl::cat(VerifyCat));
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

int usageError(const Twine &Message) {
  errs() << "musify: error: " << Message << "\n";
  return ExitUsage;
}

std::string dataDir(const char *Argv0) {
  std::string Exe =
      sys::fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&usageError));
  SmallString<256> Dir(sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Dir, "share", "musify");
  return std::string(Dir);
}

/// What every parse needs from the flags; the same for a run and for the
/// parse processes it starts.
int setParseOptions(MigrationOptions &Options, const std::string &Data,
                    const std::string &RulesDir,
                    const std::vector<std::string> &ExtraArgs,
                    std::unique_ptr<CompileCommandDatabase> &Db) {
  for (const std::string &Arch : MusaArchs) {
    if (Arch == "all")
      continue;
    if (!isKnownMusaArch(Arch))
      return usageError("unknown --musa-arch '" + Arch +
                        "' (expected mp_21, mp_22, mp_31 or all)");
    Options.MusaArchs.push_back(Arch);
  }
  Options.RenameSymbols = RenameSymbols;
  Options.ExtraArgs = ExtraArgs;
  Options.ResourceDir = ResourceDir;
  Options.ShimDir = Data + "/cuda-shims";
  Options.StandInDirs = {Data + "/torch-shims"};
  if (!BuildPath.empty()) {
    auto Loaded = CompileCommandDatabase::load(
        BuildPath, RulesDir + "/compile-commands/nvcc.yaml");
    if (!Loaded)
      return usageError(toString(Loaded.takeError()));
    Db = std::move(*Loaded);
    Options.CompileDb = Db.get();
  }
  Options.CudaPath = findCudaToolkit(CudaPath).Root;
  return ExitOk;
}

/// `musify -` or --stdin-filename: the one input is standard input's text,
/// migrated as the file it is named for (MigrationOptions::Overlays).
int takeStandardInput(std::vector<std::string> &Inputs,
                      std::map<std::string, std::string> &Overlays) {
  bool Dash = llvm::is_contained(Inputs, "-");
  if (!Dash && StdinFilename.empty())
    return ExitOk;
  if (Inputs.size() > (Dash ? 1u : 0u))
    return usageError("standard input ('-' or --stdin-filename) is the only "
                      "input of a run");
  if (InPlace || !OutRoot.empty() || !InRoot.empty())
    return usageError("standard input is migrated to standard output or -o, "
                      "not with --in-place, --out-root or --in-root");
  auto Buffer = MemoryBuffer::getSTDIN();
  if (!Buffer) {
    errs() << "musify: error: cannot read standard input: "
           << Buffer.getError().message() << "\n";
    return ExitIO;
  }
  std::string Name =
      StdinFilename.empty() ? "<stdin>" : StdinFilename.getValue();
  Inputs = {Name};
  Overlays[absolutePath(Name)] = (*Buffer)->getBuffer().str();
  return ExitOk;
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
    std::string Best;
    unsigned BestDistance = 4;
    for (const auto &[Key, O] : Known) {
      if (Key.size() < 2 || O->getOptionHiddenFlag() != cl::NotHidden)
        continue;
      unsigned D = Name.edit_distance(Key);
      if (D < BestDistance)
        BestDistance = D, Best = Key.str();
    }
    std::string Message = "unknown option '" + Arg.split('=').first.str() + "'";
    if (!Best.empty())
      Message += "; did you mean '--" + Best + "'?";
    return Message + " (see --help)";
  }
  return std::nullopt;
}

/// How this run starts a parse process: this program, with this run's
/// arguments, as a worker.
std::vector<std::string> workerCommand(const char *Argv0, int ToolArgc,
                                       const char **Argv,
                                       const std::vector<std::string> &Extra,
                                       const std::string &OneMore) {
  std::vector<std::string> Command = {sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&usageError))};
  Command.insert(Command.end(), Argv + 1, Argv + ToolArgc);
  if (!OneMore.empty())
    Command.push_back(OneMore);
  Command.push_back("--internal-parse-worker");
  Command.push_back("--");
  Command.insert(Command.end(), Extra.begin(), Extra.end());
  return Command;
}

/// The diagnostic pages installed with musify, by ID.
std::map<std::string, std::string> diagnosticPages(const std::string &Data) {
  std::map<std::string, std::string> Pages;
  for (const DiagInfo &I : allDiagnostics())
    if (auto Buffer = MemoryBuffer::getFile(
            Data + "/diagnostics/" + I.Id.str() + ".md", /*IsText=*/true))
      Pages[I.Id.str()] = (*Buffer)->getBuffer().str();
  return Pages;
}

SarifOptions sarifOptions(const std::string &Data, const std::string &Root,
                          std::map<std::string, std::string> Pages) {
  SarifOptions O;
  O.HelpBase = DocsUrl;
  if (O.HelpBase.empty())
    O.HelpBase = "file://" + absolutePath(Data + "/diagnostics");
  while (StringRef(O.HelpBase).ends_with("/"))
    O.HelpBase.pop_back();
  O.SourceRoot = Root;
  SmallString<256> Cwd;
  if (!sys::fs::current_path(Cwd))
    O.WorkingDirectory = std::string(Cwd);
  O.Pages = std::move(Pages);
  return O;
}

llvm::StringRef describe(RuleCacheUse Use) {
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
void printTimeReport(const PhaseTimes &T, double LoadRules,
                     llvm::StringRef RulesFrom, double Write, double Verify,
                     double Wall, unsigned Jobs, raw_ostream &OS) {
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
  Line("token pass", T.TokenPass, "files or parts without an AST, build "
                                  "scripts");
  Line("rewrite", T.Rewrite, "merging translation units, applying edits");
  Line("write", Write, "the port, diagnostics files and reports");
  if (Verify > 0)
    Line("verify", Verify, "compiling the port (--verify)");
}

/// --verify: compiles the written port and says what did not build.
void runVerify(MigrationResult &Result,
               const std::map<std::string, std::string> &Destinations,
               const std::string &Data, const std::vector<std::string> &Extra,
               const std::string &Root, unsigned Jobs,
               const clang::tooling::CompilationDatabase *CompileDb,
               const RuleSet &Rules) {
  VerifyOptions V;
  V.Compiler = findMusaCompiler();
  V.RealSdk = !V.Compiler.empty();
  if (!V.RealSdk)
    V.Compiler = MUSIFY_CLANG_PATH;
  V.ModelDir = MusaModel.empty() ? Data + "/musa-model" : MusaModel.getValue();
  V.CudaPath = findCudaToolkit(CudaPath).Root;
  V.ShimDir = Data + "/cuda-shims";
  V.ExtraArgs = Extra;
  V.InRoot = Root;
  V.OutRoot = OutRoot;
  V.Jobs = Jobs;
  V.CompileDb = CompileDb;
  V.MusaMacro = [&Rules](StringRef Name) -> std::string {
    const Rule *R = Rules.lookupIdentifier(Name);
    return R && R->renames() ? R->Musa.str() : "";
  };
  size_t Before = Result.Diagnostics.size();
  VerifySummary S = verifyBuild(Result, Destinations, V);
  for (size_t I = Before; I < Result.Diagnostics.size(); ++I)
    emitText(Result.Diagnostics[I], errs());
  if (!V.RealSdk && S.Units && S.NotVerified == S.Units && S.Built == 0 &&
      Result.Diagnostics.size() == Before)
    errs() << "musify: error: --verify: no MUSA SDK (mcc) and no SDK model "
              "in " << V.ModelDir << " (see docs/verify.md)\n";
  else
    errs() << fmt::format(
        "musify: --verify ({}): {} of {} translation units build; {} fail "
        "after a musify finding near the failure (explained), {} fail with "
        "none (silent), {} not verified{}\n",
        S.Compiler, S.Built, S.Units, S.Explained, S.Silent, S.NotVerified,
        S.SidesSkipped
            ? fmt::format("; {} sides (host or device) left unchecked where "
                          "the CUDA original does not compile either",
                          S.SidesSkipped)
            : "");
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
          "1 --fail-on met, 2 usage or rule error, 3 unreadable input or\n"
          "unwritable output.\n",
          &ErrStream))
    return true;
  errs() << ErrStream.str();
  return false;
}

/// What a .musify.yaml may set: the options of a run, not those that print
/// and exit; paths in it are relative to the file.
ConfigKey classifyConfigKey(StringRef Name) {
  static const std::set<std::string> Paths = {
      "p",          "out-root",      "in-root",          "rules",
      "rules-dir",  "mapping",       "cuda-path",        "resource-dir",
      "musa-model", "report",        "sarif",            "diagnostics-file",
      "export-fixes"};
  cl::Option *O = cl::getRegisteredOptions().lookup(Name);
  if (!O || O->getOptionHiddenFlag() != cl::NotHidden || Name == "config-file" ||
      O->Categories.empty() || llvm::is_contained(O->Categories, &InfoCat) ||
      Name == "o")
    return ConfigKey::Unknown;
  return Paths.count(Name.str()) ? ConfigKey::Path : ConfigKey::Value;
}

} // namespace

/// `musify merge-reports --report <dir> [--docs-url=<url>] <report.json>...`
int mergeReports(int argc, const char **argv) {
  std::string Dir;
  ReportOptions Options;
  std::vector<std::string> Reports;
  for (int I = 2; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--report" && I + 1 < argc)
      Dir = argv[++I];
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
  Options.Pages = diagnosticPages(dataDir(argv[0]));
  if (Error E = mergeProjectReports(Reports, Dir, Options)) {
    errs() << "musify: error: " << toString(std::move(E)) << "\n";
    return ExitIO;
  }
  return ExitOk;
}

int main(int argc, const char **argv) {
  // A crash while parsing one input is recovered from (lib/Migrate).
  enableCrashRecovery();
  InitLLVM X(argc, argv);
  if (argc > 1 && StringRef(argv[1]) == "merge-reports")
    return mergeReports(argc, argv);
  if (argc > 1 && StringRef(argv[1]) == "lsp")
    return languageServerMain(
        argc - 1, argv + 1,
        {sys::fs::getMainExecutable(argv[0],
                                    reinterpret_cast<void *>(&usageError)),
         dataDir(argv[0]), MUSIFY_CLANG_RESOURCE_DIR});
  // Everything after `--` is for the compiler, as in clang tools.
  std::vector<std::string> ExtraArgs;
  int ToolArgc = argc;
  for (int I = 1; I < argc; ++I)
    if (StringRef(argv[I]) == "--") {
      ToolArgc = I;
      ExtraArgs.assign(argv + I + 1, argv + argc);
      break;
    }
  cl::HideUnrelatedOptions(Categories);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "musify " << MUSIFY_VERSION_STRING << " (LLVM " << LLVM_VERSION_STRING
       << ")\n";
  });
  // LLVM's own --color takes true/false; musify's takes clang's and git's
  // auto/always/never, so LLVM's gives way before musify's is made.
  if (cl::Option *LLVMColor = cl::getRegisteredOptions().lookup("color"))
    LLVMColor->removeArgument();
  static cl::opt<std::string> Color(
      "color",
      cl::desc("Colour the diagnostics: auto (on a terminal), always, never"),
      cl::value_desc("when"), cl::init("auto"), cl::cat(ReportCat));
  if (std::optional<std::string> Unknown = unknownLongOption(ToolArgc, argv))
    return usageError(*Unknown);
  if (!parseArguments(ToolArgc, argv))
    return ExitUsage;
  // The project's .musify.yaml (or --config-file): its options come first,
  // so that the command line wins.
  std::string ConfigPath = ConfigFile;
  if (ConfigPath.empty())
    ConfigPath = findConfigFile(
        !InRoot.empty() ? InRoot.getValue()
        : !StdinFilename.empty() ? commonParent({StdinFilename.getValue()})
        : Sources.empty()
            ? std::string(".")
            : commonParent({Sources.begin(), Sources.end()}));
  if (!ConfigPath.empty()) {
    auto FromConfig = readConfigFile(ConfigPath, classifyConfigKey);
    if (!FromConfig)
      return usageError(toString(FromConfig.takeError()));
    std::vector<const char *> Args = {argv[0]};
    for (const std::string &A : *FromConfig)
      Args.push_back(A.c_str());
    Args.insert(Args.end(), argv + 1, argv + ToolArgc);
    cl::ResetAllOptionOccurrences();
    if (!parseArguments(Args.size(), Args.data()))
      return ExitUsage;
    if (!Quiet && !InternalParseWorker && !FromConfig->empty())
      errs() << "musify: note: options from " << printable(ConfigPath) << ": "
             << join(*FromConfig, " ") << "\n";
  }

  if (Color != "auto" && Color != "always" && Color != "never")
    return usageError("--color must be auto, always or never, not '" + Color +
                      "'");
  errs().enable_colors(Color == "always" ||
                       (Color == "auto" && errs().has_colors()));

  // clang-tidy's spellings of the arguments after `--`. A parse worker gets
  // the same command line, so it is given the `--` part as it was.
  const std::vector<std::string> AfterDashDash = ExtraArgs;
  ExtraArgs.insert(ExtraArgs.begin(), ExtraArgBefore.begin(),
                   ExtraArgBefore.end());
  ExtraArgs.insert(ExtraArgs.end(), ExtraArg.begin(), ExtraArg.end());

  std::optional<Severity> FailLevel;
  if (FailOn != "none") {
    FailLevel = parseSeverity(FailOn);
    if (!FailLevel)
      return usageError(
          "--fail-on must be none, note, warning or error, not '" + FailOn +
          "'");
  }
  if (!Explain.empty()) {
    std::optional<DiagID> ID = findDiagnostic(Explain);
    if (!ID)
      return usageError("no diagnostic '" + Explain +
                        "' (IDs look like MU1001)");
    std::string Page =
        dataDir(argv[0]) + "/diagnostics/" + info(*ID).Id.str() + ".md";
    auto Buffer = MemoryBuffer::getFile(Page, /*IsText=*/true);
    if (!Buffer) {
      errs() << "musify: error: cannot read " << Page << ": "
             << Buffer.getError().message() << "\n";
      return ExitIO;
    }
    outs() << (*Buffer)->getBuffer();
    return ExitOk;
  }

  // Rules.
  Stopwatch Wall, LoadRules;
  RuleSet Rules;
  std::string Data = dataDir(argv[0]);
  std::string Dir = RulesDir.empty() ? Data + "/rules" : RulesDir.getValue();
  RuleCacheResult RuleCache;
  if (Error E = loadRuleDirectoryCached(
          Dir, NoRuleCache ? "" : defaultRuleCacheDir(), Rules, &RuleCache)) {
    errs() << toString(std::move(E)) << "\n";
    return ExitUsage;
  }
  if (RuleCache.Use == RuleCacheUse::Failed && TimeReport)
    errs() << "musify: note: compiled rule cache not written: "
           << RuleCache.Problem << "\n";
  for (const std::string &File : UserRules)
    if (Error E = loadRuleFile(File, Rules, /*Override=*/true)) {
      errs() << toString(std::move(E)) << "\n";
      return ExitUsage;
    }
  std::vector<std::string> MappingWarnings;
  for (const std::string &File : Mappings)
    if (Error E = loadMappingFile(File, Rules, MappingWarnings)) {
      errs() << toString(std::move(E)) << "\n";
      return ExitUsage;
    }
  for (const std::string &W : MappingWarnings)
    errs() << W << "\n";
  if (!UserRules.empty() || !Mappings.empty())
    if (Error E = Rules.verify()) {
      errs() << toString(std::move(E)) << "\n";
      return ExitUsage;
    }

  double LoadRulesSeconds = LoadRules.seconds();
  if (To != "musa" && To != "cuda")
    return usageError("--to must be musa or cuda, not '" + To + "'");
  ReversedRules Reversed;
  if (To == "cuda" || PrintReverseChoices)
    Reversed = reverseRules(Rules);
  if (PrintReverseChoices) {
    for (const ReverseChoice &C : Reversed.ManyToOne) {
      outs() << C.Musa << " -> " << C.Chosen->Cuda << " (also from";
      for (const Rule *R : C.Others)
        outs() << " " << R->Cuda;
      outs() << ")\n";
    }
    outs() << Reversed.ManyToOne.size() << " MUSA names with several CUDA "
           << "names; " << Reversed.NotReversed
           << " rules are not plain renames and do not reverse\n";
    return ExitOk;
  }
  const RuleSet &Active = To == "cuda" ? Reversed.Rules : Rules;

  if (!ApiDocs.empty()) {
    if (Error E = writeApiDocs(Rules, ApiDocs)) {
      errs() << "musify: error: " << toString(std::move(E)) << "\n";
      return ExitIO;
    }
    return ExitOk;
  }
  if (!Query.empty() || !QueryFamily.empty()) {
    bool Found = true;
    for (const std::string &Name : Query) {
      std::vector<const Rule *> Matches = findRules(Rules, Name);
      if (Matches.empty()) {
        outs() << Name << ": no rule (not a CUDA or MUSA name musify knows)\n";
        Found = false;
      }
      for (const Rule *R : Matches)
        printRule(Rules, *R, outs());
    }
    if (!QueryFamily.empty() && !printFamily(Rules, QueryFamily, outs())) {
      std::vector<std::string> Names;
      for (const Family &F : Rules.families())
        Names.push_back(F.Name);
      return usageError("no family '" + QueryFamily +
                        "' (families: " + join(Names, ", ") + ")");
    }
    return Found ? ExitOk : ExitFailOn;
  }

  if (InternalParseWorker) {
    MigrationOptions Options;
    std::unique_ptr<CompileCommandDatabase> Db;
    if (int Status = setParseOptions(Options, Data, Dir, ExtraArgs, Db))
      return Status;
    // The parent names the directory of the preambles (workerCommand).
    if (!NoHeaderCache)
      Options.HeaderCacheDir = HeaderCacheDir;
    return serveParseWorker(Active, Options);
  }

  // Tree mode: --in-root and no sources migrates the whole tree.
  std::vector<std::string> Inputs(Sources.begin(), Sources.end());
  std::map<std::string, std::string> StdinText;
  if (int Status = takeStandardInput(Inputs, StdinText))
    return Status;
  std::vector<std::string> Copies, BuildScripts;
  bool TreeUnreadable = false;
  if (Inputs.empty() && !InRoot.empty()) {
    if (OutRoot.empty() && !InPlace && !ReportOnly && ExportFixes.empty())
      return usageError("--in-root without sources migrates a tree: give "
                        "--out-root or --in-place (or --report-only)");
    if (!OutRoot.empty() && !InPlace)
      if (Overlap O = outRootOverlap(InRoot, OutRoot); O != Overlap::None)
        return usageError("--out-root '" + OutRoot + "' overlaps the input "
                          "tree (" + describe(O) + " '" + InRoot.getValue() +
                          "'); use --in-place to rewrite the tree, or "
                          "another directory");
    auto Tree = listSourceTree(InRoot, Excludes, OutRoot);
    if (!Tree)
      return usageError(toString(Tree.takeError()));
    Inputs = Tree->Sources;
    Copies = Tree->Others;
    BuildScripts = Tree->BuildScripts;
    for (const std::string &Note : Tree->Notes)
      errs() << "musify: note: " << printable(Note) << "\n";
    // Rewriting the tree in place: what a killed run of musify left there
    // is musify's to remove.
    if (InPlace)
      for (const std::string &Stale : Tree->StaleTemporaries)
        if (!sys::fs::remove(Stale))
          errs() << "musify: note: removed " << printable(Stale)
                 << ", left by an interrupted run\n";
    for (const std::string &Dir : Tree->Unreadable)
      errs() << "musify: error: cannot read directory " << Dir << "\n";
    TreeUnreadable = !Tree->Unreadable.empty();
    if (Inputs.empty())
      return usageError("no CUDA, C or C++ files under '" + InRoot + "'");
  }
  if (!Shard.empty()) {
    unsigned K = 0, N = 0;
    auto [KText, NText] = StringRef(Shard).split('/');
    if (KText.getAsInteger(10, K) || NText.getAsInteger(10, N) || N == 0 ||
        K == 0 || K > N)
      return usageError("--shard must be K/N with 1 <= K <= N, not '" + Shard +
                        "'");
    // A stable slice: by name, every Nth from the Kth. Build scripts and
    // copies go with the first shard.
    std::vector<std::string> Sorted = Inputs, Slice;
    llvm::sort(Sorted);
    for (size_t I = K - 1; I < Sorted.size(); I += N)
      Slice.push_back(Sorted[I]);
    Inputs = std::move(Slice);
    if (K != 1) {
      Copies.clear();
      BuildScripts.clear();
    }
  }
  if (Inputs.empty() && BuildScripts.empty() && Shard.empty())
    return usageError("no input files (try --help)");
  if (Check && OutRoot.empty())
    return usageError("--check compares with an --out-root");
  if (RenameFiles && OutRoot.empty())
    return usageError("--rename-files needs --out-root");
  if (RenameSymbols && !Shard.empty())
    return usageError("--rename-symbols decides over the whole project and "
                      "cannot be combined with --shard");
  int Modes = !OutputFile.empty() + !OutRoot.empty() + InPlace;
  if (Modes > 1)
    return usageError("-o, --out-root and --in-place exclude each other");
  if (!OutputFile.empty() && Inputs.size() != 1)
    return usageError("-o takes exactly one input");
  // Analysis alone: --report-only, or fixes exported with no port asked for.
  const bool WritePort =
      !ReportOnly && !(Modes == 0 && !Diff && !ExportFixes.empty());
  if (ReportOnly && (!OutputFile.empty() || InPlace || Check || Diff))
    return usageError("--report-only writes no port: not with -o, "
                      "--in-place, --check or --diff");
  if (Modes == 0 && Inputs.size() != 1 && !Diff && WritePort)
    return usageError("several inputs need --out-root or --in-place");
  // `-` names standard output for one output, which the port must leave.
  unsigned ToStdout = (DiagnosticsFile == "-") + (Sarif == "-") +
                      (ExportFixes == "-");
  if (ToStdout > 1)
    return usageError("only one of --diagnostics-file, --sarif and "
                      "--export-fixes can be '-' (standard output)");
  if (ToStdout && WritePort && Modes == 0 && !Diff)
    return usageError("the port goes to standard output: with an output "
                      "'-' give -o, --out-root, --in-place or --report-only");
  if (NoBackup && !InPlace)
    return usageError("--no-backup only makes sense with --in-place");
  if (Verify && ((OutRoot.empty() && !InPlace) || Check || Diff || !WritePort))
    return usageError("--verify compiles the written port: give --out-root "
                      "or --in-place");

  MigrationOptions Options;
  std::unique_ptr<CompileCommandDatabase> Db;
  if (int Status = setParseOptions(Options, Data, Dir, ExtraArgs, Db))
    return Status;
  Options.Inputs = Inputs;
  Options.Overlays = std::move(StdinText);
  Options.Jobs = Jobs;
  // Precompiled preambles live beside the incremental state, which --check
  // and --diff do not write; otherwise in a directory of this run's.
  TemporaryDirectory RunCache;
  if (!NoHeaderCache && To == "musa") {
    if (!HeaderCacheDir.empty())
      Options.HeaderCacheDir = HeaderCacheDir;
    else if (!OutRoot.empty() && !Check && !Diff && WritePort)
      Options.HeaderCacheDir = OutRoot + "/" + HeaderCacheName.str();
    else if (RunCache.create("musify-header-cache"))
      Options.HeaderCacheDir = RunCache.path();
  }
  if (TimeoutPerFile || MaxMemoryPerFile) {
    Options.WorkerCommand = workerCommand(
        argv[0], ToolArgc, argv, AfterDashDash,
        Options.HeaderCacheDir.empty()
            ? ""
            : "--header-cache-dir=" + Options.HeaderCacheDir);
    Options.TimeoutPerFileSeconds = TimeoutPerFile;
    Options.MaxMemoryPerFileMiB = MaxMemoryPerFile;
  }
  Options.RenamePaths = RenameSymbols && !OutRoot.empty();
  for (const std::string &Copy : Copies)
    if (isMigratableSource(Copy))
      Options.ExcludedSources.push_back(Copy);
  // Decisions are kept in the out-root between runs; --check and --diff
  // promise to write nothing, so they neither read nor write the cache.
  if (!OutRoot.empty() && !Check && !Diff && WritePort)
    Options.CacheFile = OutRoot + "/.musify-cache.json";
  // Progress for runs over several inputs: a bar that redraws itself on a
  // terminal, plain lines in logs.
  auto Start = std::chrono::steady_clock::now();
  bool Terminal = errs().is_displayed();
  if (!Quiet && Inputs.size() > 1)
    Options.Progress = [&, Terminal](unsigned Done, unsigned Total,
                                     StringRef Input) {
      double Seconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - Start)
                           .count();
      double Rate = Seconds > 0 ? Done / Seconds : 0;
      if (Terminal)
        errs() << fmt::format("\r[{}/{}] {:.1f} files/s, ETA {:.0f} s   ", Done,
                              Total, Rate,
                              Rate > 0 ? (Total - Done) / Rate : 0.0)
               << (Done == Total ? "\n" : "");
      else
        errs() << fmt::format("musify: [{}/{}] {}\n", Done, Total,
                              printable(Input));
    };
  Options.BuildScripts = BuildScripts;
  std::string Root =
      InRoot.empty() ? commonParent(Inputs) : absolutePath(InRoot);
  // Headers under the root are migrated with a port, and analysed without.
  if (!OutRoot.empty() || InPlace || !WritePort)
    Options.HeaderRoot = Root;
  if (!OutRoot.empty()) {
    Overlap O = outRootOverlap(Root, OutRoot);
    std::string Why = describe(O).str();
    // Without --in-root the root is only the inputs' common parent: an
    // out-root below it is fine as long as no input lies in it.
    if (InRoot.empty() && O == Overlap::Inside) {
      std::string Out = resolvedPath(OutRoot);
      Why.clear();
      for (const std::string &In : Inputs)
        if (isWithin(resolvedPath(In), Out))
          Why = "it holds the input '" + In + "', under";
    }
    if (!Why.empty())
      return usageError("--out-root '" + OutRoot + "' overlaps the inputs (" +
                        Why + " '" + Root + "'); use --in-place to rewrite "
                        "them, or another directory");
  }
  // The other outputs never replace an input either.
  {
    std::set<std::string> Ins;
    for (const std::vector<std::string> *List : {&Inputs, &Copies, &BuildScripts})
      for (const std::string &F : *List)
        Ins.insert(resolvedPath(F));
    std::vector<std::pair<std::string, std::string>> Outs = {
        {"--diagnostics-file", DiagnosticsFile},
        {"--sarif", Sarif},
        {"--export-fixes", ExportFixes}};
    if (!ReportDir.empty())
      for (const char *Name : {"report.json", "report.md", "report.html",
                               "report-files.csv", "report-apis.csv"})
        Outs.push_back({"--report", (ReportDir + "/" + Name)});
    for (const auto &[Flag, Path] : Outs)
      if (!Path.empty() && Ins.count(resolvedPath(Path)))
        return usageError(Flag + " would overwrite the input '" + Path +
                          "'");
  }
  for (const std::string &S : Inputs)
    if (!OutRoot.empty() && mirrorPath(S, Root, OutRoot).empty())
      return usageError("'" + S + "' is not under --in-root '" + Root + "'");
  if (!OutputFile.empty() &&
      absolutePath(OutputFile) == absolutePath(Inputs.front()))
    return usageError("-o names the input; use --in-place to rewrite it");

  // What a killed run left in the out-root is musify's to remove; a run
  // that writes nothing (--check, --diff) leaves it.
  if (!OutRoot.empty() && !Check && !Diff && WritePort &&
      sys::fs::is_directory(OutRoot))
    for (const std::string &Stale : findStaleTemporaries(OutRoot))
      if (!sys::fs::remove(Stale))
        errs() << "musify: note: removed " << printable(Stale)
               << ", left by an interrupted run\n";

  if (To == "cuda") {
    // No MUSA headers here to parse MUSA code with.
    Options.CudaPath.clear();
    Options.NoParseReason = "migrated back to CUDA by the token-level pass, "
                            "which needs no headers";
  }
  MigrationResult Result = migrate(Active, Options);

  // A directory that could not be read lost its files from the port.
  int Status = TreeUnreadable ? ExitIO : ExitOk;
  for (const std::string &U : Result.Unreadable) {
    errs() << "musify: error: cannot read " << printable(U) << "\n";
    Status = ExitIO;
  }
  for (const Diagnostic &D : Result.Diagnostics)
    emitText(D, errs());

  // Outputs.
  OutputOptions Out;
  Out.OutRoot = OutRoot;
  Out.Root = Root;
  Out.OutputFile = OutputFile;
  Out.InPlace = InPlace;
  Out.NoBackup = NoBackup;
  Out.Check = Check;
  Out.Diff = Diff;
  Out.RenameFiles = RenameFiles;
  Out.Annotate = Annotate;
  Out.Copies = std::move(Copies);
  Stopwatch WriteTime;
  OutputOutcome Written;
  if (WritePort)
    Written = writeOutputs(Result, Out, outs(), errs());
  if (Written.Failed)
    Status = ExitIO;
  if (Check && Written.OutOfDate && Status == ExitOk)
    Status = ExitFailOn;
  double WriteSeconds = WriteTime.seconds(), VerifySeconds = 0;
  Stopwatch VerifyTime;
  if (Verify && !Written.Failed)
    runVerify(Result, Written.Destinations, Data, ExtraArgs, Root, Options.Jobs,
              Options.CompileDb, Active);
  if (Verify)
    VerifySeconds = VerifyTime.seconds();
  WriteTime.restart();
  auto Write = [&](StringRef Path, StringRef Content) {
    if (Path == "-") { // standard output
      outs() << Content;
      outs().flush();
      return;
    }
    if (Error E = writeFileAtomically(Path, Content)) {
      errs() << "musify: error: cannot write " << toString(std::move(E))
             << "\n";
      Status = ExitIO;
    }
  };
  if (!DiagnosticsFile.empty())
    Write(DiagnosticsFile, diagnosticsToJson(Result.Diagnostics));
  if (!ExportFixes.empty()) {
    SmallString<256> Cwd;
    if (sys::fs::current_path(Cwd))
      Cwd = Root;
    Write(ExportFixes, exportFixesYaml(Result, std::string(Cwd)));
  }
  // The diagnostic pages, read once for the SARIF log and the report.
  std::map<std::string, std::string> Pages;
  if (!Sarif.empty() || !ReportDir.empty())
    Pages = diagnosticPages(Data);
  if (!Sarif.empty())
    Write(Sarif, diagnosticsToSarif(Result.Diagnostics,
                                    sarifOptions(Data, Root, Pages)));
  if (!ReportDir.empty()) {
    ReportOptions Report;
    Report.DocsUrl = DocsUrl;
    Report.Pages = Pages;
    Report.Root = Root;
    if (Error E = writeProjectReport(Result, ReportDir, Report)) {
      errs() << "musify: error: cannot write the report: "
             << toString(std::move(E)) << "\n";
      Status = ExitIO;
    }
  }

  WriteSeconds += WriteTime.seconds();
  if (TimeReport)
    printTimeReport(Result.Times, LoadRulesSeconds,
                    describe(RuleCache.Use), WriteSeconds,
                    VerifySeconds, Wall.seconds(),
                    Options.Jobs ? Options.Jobs
                                 : hardware_concurrency().compute_thread_count(),
                    errs());

  for (const std::string &Header : Result.NotMigrated)
    errs() << "musify: note: " << Header
           << " has CUDA names too but is not migrated: pass it as an input, "
              "or use --out-root or --in-place with an --in-root above it\n";
  if (!Quiet) {
    if (CudaToolkit Cuda = findCudaToolkit(CudaPath);
        !Cuda.found() && To == "musa")
      errs() << "musify: note: no CUDA toolkit found (searched "
             << llvm::join(Cuda.Searched, ", ")
             << "); token-level migration only\n";
    if (Result.CachedInputs)
      errs() << "musify: " << Result.CachedInputs
             << " inputs unchanged since the last run: taken from " << OutRoot
             << "/.musify-cache.json, not parsed\n";
    printSummary(summarize(Result),
                 !OutRoot.empty() ? StringRef(OutRoot) : StringRef(), errs());
  }
  unsigned Warnings = 0;
  for (const Diagnostic &D : Result.Diagnostics) {
    Warnings += D.level() >= Severity::Warning;
    if (Status == ExitOk && FailLevel && D.level() >= *FailLevel)
      Status = ExitFailOn;
  }
  if (Status == ExitOk && Warnings > MaxWarnings) {
    errs() << "musify: " << Warnings
           << " warnings exceed --max-warnings=" << MaxWarnings << "\n";
    Status = ExitFailOn;
  }
  return Status;
}
