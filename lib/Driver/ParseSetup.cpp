//===- ParseSetup.cpp - How every parse of a run is done ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DriverSteps.h"
#include "musify/Driver/ExitStatus.h"
#include "musify/Migrate/CudaToolkit.h"
#include "musify/Rules/RuleCache.h"
#include "musify/Rules/RuleLoader.h"
#include "musify/Support/DataLayout.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/MusaTargets.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Printable.h"
#include "musify/Support/PrivateFiles.h"
#include "musify/Support/Stopwatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fmt/format.h>

using namespace llvm;

namespace musify {

namespace {

/// Prints \p E (a rule file's error names file, line and column).
std::optional<int> ruleError(Error E) {
  errs() << toString(std::move(E)) << "\n";
  return ExitUsage;
}

/// How this run starts a parse process: this program, with this run's
/// arguments, as a worker.
std::vector<std::string> workerCommand(const RunOptions &O,
                                       const MigrationOptions &Options,
                                       ArrayRef<std::string> Inferred) {
  std::vector<std::string> Command = {O.Executable};
  Command.insert(Command.end(), O.ToolArgs.begin(), O.ToolArgs.end());
  if (!Options.HeaderCacheDir.empty())
    Command.push_back("--header-cache-dir=" + Options.HeaderCacheDir);
  if (!Options.HeaderRoot.empty())
    Command.push_back("--internal-header-root=" + Options.HeaderRoot);
  Command.push_back("--internal-parse-worker");
  Command.push_back("--");
  Command.insert(Command.end(), O.AfterDashDash.begin(), O.AfterDashDash.end());
  Command.insert(Command.end(), Inferred.begin(), Inferred.end());
  return Command;
}

/// Progress for runs over several inputs: a bar that redraws itself on a
/// terminal, plain lines in logs.
std::function<void(unsigned, unsigned, StringRef)> progressPrinter() {
  auto Start = std::chrono::steady_clock::now();
  bool Terminal = errs().is_displayed();
  return [Start, Terminal](unsigned Done, unsigned Total, StringRef Input) {
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    double Rate = Seconds > 0 ? Done / Seconds : 0;
    if (Terminal)
      errs() << fmt::format("\r[{}/{}] {:.1f} files/s, ETA {:.0f} s   ", Done,
                            Total, Rate, Rate > 0 ? (Total - Done) / Rate : 0.0)
             << (Done == Total ? "\n" : "");
    else
      errs() << fmt::format("musify: [{}/{}] {}\n", Done, Total,
                            printable(Input));
  };
}

/// The user's own header cache: `headers/` in the private cache directory
/// the compiled rules use ($MUSIFY_CACHE_DIR, else $XDG_CACHE_HOME/musify
/// or ~/.cache/musify), created 0700; "" where there is none or it is not
/// the user's alone.
std::string userHeaderCacheDir() {
  std::string Root = defaultRuleCacheDir();
  if (Root.empty())
    return "";
  SmallString<256> Dir(Root);
  llvm::sys::path::append(Dir, "headers");
  for (StringRef D : {StringRef(Root), StringRef(Dir)})
    if (Error E = checkPrivateDirectory(D)) {
      consumeError(std::move(E));
      return "";
    }
  return std::string(Dir);
}

/// Precompiled preambles live in the user's cache directory, out of the
/// port (shared by runs, out-roots and builds, bounded in size); without
/// one, in a directory of this run's. Parse workers run within the limits,
/// and are told where the preambles are.
void setCachesAndWorkers(const RunOptions &O, const RunPlan &Plan,
                         MigrationOptions &Options,
                         TemporaryDirectory &RunCache,
                         ArrayRef<std::string> Inferred) {
  bool WritesOutRoot =
      !O.OutRoot.empty() && !O.Check && !O.Diff && Plan.WritePort;
  if (!O.NoHeaderCache && O.To == "musa") {
    if (!O.HeaderCacheDir.empty())
      Options.HeaderCacheDir = O.HeaderCacheDir;
    else if (std::string User = userHeaderCacheDir(); !User.empty())
      Options.HeaderCacheDir = User;
    else if (RunCache.create("musify-header-cache"))
      Options.HeaderCacheDir = RunCache.path();
  }
  if (O.TimeoutPerFile || O.MaxMemoryPerFile) {
    Options.WorkerCommand = workerCommand(O, Options, Inferred);
    Options.TimeoutPerFileSeconds = O.TimeoutPerFile;
    Options.MaxMemoryPerFileMiB = O.MaxMemoryPerFile;
  }
  // Decisions are kept in the out-root between runs; --check and --diff
  // promise to write nothing, so they neither read nor write the cache.
  if (WritesOutRoot)
    Options.CacheFile = O.OutRoot + "/.musify-cache.json";
}

} // namespace

std::optional<int> loadRules(const RunOptions &O, LoadedRules &Loaded) {
  Stopwatch LoadTime;
  std::string Dir = rulesDirIn(O.DataDir, O.RulesDir);
  if (Error E = loadRuleDirectoryCached(
          Dir, O.NoRuleCache ? "" : defaultRuleCacheDir(), Loaded.Rules,
          &Loaded.Cache))
    return ruleError(std::move(E));
  if (Loaded.Cache.Use == RuleCacheUse::Failed && O.TimeReport)
    errs() << "musify: note: compiled rule cache not written: "
           << Loaded.Cache.Problem << "\n";
  for (const std::string &File : O.UserRules)
    if (Error E = loadRuleFile(File, Loaded.Rules, /*Override=*/true))
      return ruleError(std::move(E));
  std::vector<std::string> MappingWarnings;
  for (const std::string &File : O.Mappings)
    if (Error E = loadMappingFile(File, Loaded.Rules, MappingWarnings))
      return ruleError(std::move(E));
  for (const std::string &W : MappingWarnings)
    errs() << W << "\n";
  if (!O.UserRules.empty() || !O.Mappings.empty())
    if (Error E = Loaded.Rules.verify())
      return ruleError(std::move(E));
  Loaded.Seconds = LoadTime.seconds();
  return std::nullopt;
}

namespace {

/// PyTorch's headers, as torch.utils.cpp_extension passes them: the
/// package's include/ and include/torch/csrc/api/include, and Python's.
struct TorchInstall {
  std::vector<std::string> IncludeDirs;
  std::string Package, Standard;
};

bool isTorchPackage(StringRef Dir) {
  SmallString<256> Api(Dir);
  sys::path::append(Api, "include", "torch", "csrc", "api/include");
  return sys::fs::is_directory(Api);
}

/// python3.N directories in \p Dir, newest first.
std::vector<std::string> pythonDirsIn(StringRef Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (StringRef Name = sys::path::filename(It->path());
        Name.starts_with("python3"))
      Out.push_back(It->path());
  std::sort(Out.rbegin(), Out.rend());
  return Out;
}

/// Where torch is looked for, in order, with the prefix whose include/
/// holds Python's headers: the virtualenv, conda, the user's site, the
/// system's dist- and site-packages. Nothing is run.
std::vector<std::pair<std::string, std::string>> torchSearchPath() {
  std::vector<std::pair<std::string, std::string>> Out;
  auto Prefix = [&](StringRef Root) {
    SmallString<256> Lib(Root);
    sys::path::append(Lib, "lib");
    for (const std::string &Py : pythonDirsIn(Lib))
      for (const char *Sub : {"site-packages", "dist-packages"}) {
        SmallString<256> Pkg(Py);
        sys::path::append(Pkg, Sub, "torch");
        Out.push_back({std::string(Pkg), Root.str()});
      }
  };
  for (const char *Env : {"VIRTUAL_ENV", "CONDA_PREFIX"})
    if (const char *Root = std::getenv(Env); Root && *Root)
      Prefix(Root);
  if (const char *Home = std::getenv("HOME"); Home && *Home)
    Prefix((Twine(Home) + "/.local").str());
  Prefix("/usr/local");
  Prefix("/usr");
  Out.push_back({"/usr/lib/python3/dist-packages/torch", "/usr"});
  return Out;
}

/// The standard PyTorch's headers need: C++20 from 2.10 (their
/// torch/headeronly/version.h says which), C++17 before.
std::string torchStandard(StringRef Include) {
  SmallString<256> Version(Include);
  sys::path::append(Version, "torch", "headeronly", "version.h");
  auto Text = MemoryBuffer::getFile(Version, /*IsText=*/true);
  if (!Text)
    return "-std=c++17";
  auto Number = [&](StringRef Macro) {
    StringRef T = (*Text)->getBuffer();
    size_t At = T.find(("#define " + Macro + " ").str());
    unsigned N = 0;
    if (At != StringRef::npos)
      (void)T.substr(At).split('\n').first.rsplit(' ').second.getAsInteger(10,
                                                                           N);
    return N;
  };
  unsigned Major = Number("TORCH_VERSION_MAJOR");
  return Major > 2 || (Major == 2 && Number("TORCH_VERSION_MINOR") >= 10)
             ? "-std=c++20"
             : "-std=c++17";
}

/// Python's headers, which torch.utils.cpp_extension passes to every
/// extension: include/python3.N beside the interpreter's lib/ (\p Prefix),
/// else the system's; "" where none has Python.h.
std::string pythonIncludeDir(StringRef Prefix) {
  for (StringRef Root : {Prefix, StringRef("/usr/local"), StringRef("/usr")}) {
    if (Root.empty())
      continue;
    SmallString<256> PyInclude(Root);
    sys::path::append(PyInclude, "include");
    for (const std::string &Py : pythonDirsIn(PyInclude)) {
      SmallString<256> H(Py);
      sys::path::append(H, "Python.h");
      if (sys::fs::exists(H))
        return Py;
    }
  }
  return "";
}

/// The prefix of the Python environment in use: the virtualenv's, conda's,
/// or none (the system's).
StringRef activePythonPrefix() {
  for (const char *Env : {"VIRTUAL_ENV", "CONDA_PREFIX"})
    if (const char *Root = std::getenv(Env); Root && *Root)
      return Root;
  return "";
}

TorchInstall torchInstallAt(StringRef Package, StringRef PythonPrefix) {
  TorchInstall T;
  T.Package = Package.str();
  SmallString<256> Include(Package);
  sys::path::append(Include, "include");
  T.IncludeDirs.push_back(std::string(Include));
  SmallString<256> Api(Include);
  sys::path::append(Api, "torch", "csrc", "api/include");
  T.IncludeDirs.push_back(std::string(Api));
  T.Standard = torchStandard(Include);
  if (std::string Py = pythonIncludeDir(PythonPrefix); !Py.empty())
    T.IncludeDirs.push_back(Py);
  return T;
}

/// PyTorch's installed headers: --torch-path, else the first package of
/// the search path; none with --torch-path none or where there is none.
Expected<std::optional<TorchInstall>> findTorch(StringRef Explicit) {
  if (Explicit == "none")
    return std::nullopt;
  if (!Explicit.empty()) {
    std::string Dir = absolutePath(Explicit);
    // Its include/ given instead of the package.
    if (!isTorchPackage(Dir) && sys::path::filename(Dir) == "include")
      Dir = sys::path::parent_path(Dir).str();
    if (!isTorchPackage(Dir))
      return createStringError(
          "--torch-path '" + Explicit.str() +
          "': no PyTorch package there (no include/torch/csrc/api/include)");
    // The package's prefix: <prefix>/lib/python3.N/site-packages/torch.
    StringRef Prefix = sys::path::parent_path(sys::path::parent_path(
        sys::path::parent_path(sys::path::parent_path(Dir))));
    return torchInstallAt(Dir, Prefix);
  }
  for (const auto &[Package, Prefix] : torchSearchPath())
    if (isTorchPackage(Package))
      return torchInstallAt(Package, Prefix);
  return std::nullopt;
}

} // namespace

std::optional<int>
setParseOptions(const RunOptions &O, MigrationOptions &Options,
                std::unique_ptr<CompileCommandDatabase> &Db) {
  for (const std::string &Arch : O.MusaArchs) {
    if (Arch == "all")
      continue;
    if (!findMusaArch(Arch))
      return usageError("unknown --musa-arch '" + Arch + "' (expected " +
                        musaArchNames() + " or all)");
    Options.MusaArchs.push_back(Arch);
  }
  Options.RenameSymbols = O.RenameSymbols;
  std::string RulesDir = rulesDirIn(O.DataDir, O.RulesDir);
  if (Error E = setExtraArgs(Options, O.ExtraArgs, RulesDir))
    return usageError(toString(std::move(E)));
  Options.ResourceDir = O.ResourceDir;
  Options.ShimDir = cudaShimDirIn(O.DataDir);
  // Without PyTorch, the stand-ins; and Python's headers where there are
  // some, as a build of the extension would pass them.
  Options.StandInDirs = {torchStandInDirIn(O.DataDir)};
  if (std::string Py = pythonIncludeDir(activePythonPrefix()); !Py.empty())
    Options.StandInDirs.push_back(Py);
  auto Torch = findTorch(O.TorchPath);
  if (!Torch)
    return usageError(toString(Torch.takeError()));
  if (*Torch) {
    Options.StandInDirs = (*Torch)->IncludeDirs;
    Options.StandardFlag = (*Torch)->Standard;
    Options.TorchPackage = (*Torch)->Package;
  }
  if (!O.BuildPath.empty()) {
    auto Loaded =
        CompileCommandDatabase::load(O.BuildPath, nvccOptionTable(RulesDir));
    if (!Loaded)
      return usageError(toString(Loaded.takeError()));
    Db = std::move(*Loaded);
    Options.CompileDb = Db.get();
  }
  Options.CudaPath = findCudaToolkit(O.CudaPath).Root;
  return std::nullopt;
}

std::optional<int> setMigrationOptions(
    const RunOptions &O, const RunPlan &Plan, MigrationOptions &Options,
    std::unique_ptr<CompileCommandDatabase> &Db, TemporaryDirectory &RunCache) {
  if (std::optional<int> Status = setParseOptions(O, Options, Db))
    return Status;
  if (!Options.TorchPackage.empty() && !O.Quiet)
    errs() << "musify: note: PyTorch's headers: " << Options.TorchPackage
           << (O.TorchPath.empty() ? " (found in site-packages)"
                                   : " (--torch-path)")
           << ": " << join(Options.StandInDirs, ", ") << "; "
           << Options.StandardFlag << "\n";
  Options.Inputs = Plan.Inputs;
  Options.Overlays = Plan.Overlays;
  Options.Jobs = O.Jobs;
  std::vector<std::string> Inferred = addInferredIncludeDirs(O, Plan, Options);
  // Headers under the root are migrated with a port, and analysed without.
  if (!O.OutRoot.empty() || O.InPlace || !Plan.WritePort)
    Options.HeaderRoot = Plan.Root;
  setCachesAndWorkers(O, Plan, Options, RunCache, Inferred);
  Options.RenamePaths = O.RenameSymbols && !O.OutRoot.empty();
  for (const std::string &Copy : Plan.Copies)
    if (isMigratableSource(Copy))
      Options.ExcludedSources.push_back(Copy);
  if (!O.Quiet && Plan.Inputs.size() > 1)
    Options.Progress = progressPrinter();
  Options.BuildScripts = Plan.BuildScripts;
  Options.SourcesRenamed = O.RenameFiles && !O.OutRoot.empty();
  if (O.To == "cuda") {
    Options.ToCuda = true;
    // No MUSA headers here to parse MUSA code with.
    Options.CudaPath.clear();
    Options.NoParseReason = "migrated back to CUDA by the token-level pass, "
                            "which needs no headers";
    // Without an AST, the inputs' own declarations say what is the user's.
    Options.KeepProjectNames = true;
  }
  return std::nullopt;
}

} // namespace musify
