//===- BufferAnalysis.cpp - Migrate one editor buffer ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "BufferAnalysis.h"
#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Support/ConfigFile.h"
#include "musify/Support/DataLayout.h"
#include "musify/Support/Paths.h"
#include "musify/Support/Stopwatch.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string findCompileCommandsDir(llvm::StringRef File) {
  std::string Dir = llvm::sys::path::parent_path(File).str();
  while (!Dir.empty()) {
    llvm::SmallString<256> Here(Dir), Build(Dir);
    llvm::sys::path::append(Here, "compile_commands.json");
    llvm::sys::path::append(Build, "build", "compile_commands.json");
    if (llvm::sys::fs::is_regular_file(Here))
      return Dir;
    if (llvm::sys::fs::is_regular_file(Build))
      return llvm::sys::path::parent_path(Build).str();
    std::string Parent = llvm::sys::path::parent_path(Dir).str();
    if (Parent == Dir)
      break;
    Dir = std::move(Parent);
  }
  return "";
}

namespace {

bool isUnderDir(llvm::StringRef Path, llvm::StringRef Dir) {
  std::string D = llvm::StringRef(Dir).rtrim('/').str() + "/";
  return !Dir.empty() && llvm::StringRef(Path).starts_with(D);
}

/// What \p Args (as readConfigFile gives them) say of the diagnostics and
/// of renames; what cannot be read goes to \p S.Problems.
void takeConfigArgs(const std::vector<std::string> &Args, ProjectSettings &S) {
  std::string Checks, AsErrors;
  for (llvm::StringRef A : Args) {
    auto [Name, Value] = A.drop_front(2).split('=');
    if (Name == "checks")
      Checks = Value.str();
    else if (Name == "warnings-as-errors")
      AsErrors = Value.str();
    else if (Name == "rename-symbols")
      S.RenameSymbols = Value.equals_insensitive("true") || Value == "1";
  }
  auto Filter = makeCheckFilter(Checks, AsErrors);
  if (Filter)
    S.Filter = std::move(*Filter);
  else
    S.Problems.push_back(S.ConfigFile + ": " + toString(Filter.takeError()));
}

} // namespace

ProjectSettings projectSettings(llvm::StringRef File,
                                llvm::StringRef CompileCommandsDir,
                                llvm::StringRef WorkspaceRoot) {
  ProjectSettings S;
  std::string Dir = llvm::sys::path::parent_path(File).str();
  // The trust rules of a run of musify on the file (docs/security.md).
  S.ConfigFile = findConfigFile(Dir, &S.Problems);
  S.Root = !CompileCommandsDir.empty() ? CompileCommandsDir.str()
           : !S.ConfigFile.empty()
               ? llvm::sys::path::parent_path(S.ConfigFile).str()
           : isUnderDir(File, WorkspaceRoot) ? WorkspaceRoot.str()
                                             : Dir;
  if (S.ConfigFile.empty())
    return S;
  // Every key is read as a value: those the server has no use for are the
  // command line's to check.
  auto Args = readConfigFile(S.ConfigFile,
                             [](llvm::StringRef) { return ConfigKey::Value; });
  if (!Args) {
    S.Problems.push_back(toString(Args.takeError()));
    return S;
  }
  restrictTreeConfig(*Args, "", llvm::sys::path::parent_path(S.ConfigFile),
                     S.Problems);
  takeConfigArgs(*Args, S);
  return S;
}

size_t ProjectRename::places() const {
  size_t N = 0;
  for (const auto &[Path, F] : Files)
    N += F.Ranges.size();
  return N;
}

std::vector<std::string> workerCommandFor(const ServerOptions &O,
                                          llvm::StringRef Path,
                                          llvm::StringRef CompileCommandsDir,
                                          const ProjectSettings &S) {
  std::vector<std::string> Command = {
      O.Paths.Executable, "--cuda-path=" + O.CudaPath,
      "--resource-dir=" + O.Paths.ResourceDir, "--rules-dir=" + O.RulesDir};
  if (!CompileCommandsDir.empty())
    Command.push_back("-p=" + CompileCommandsDir.str());
  if (O.HeaderCacheDir.empty())
    Command.push_back("--no-header-cache");
  else
    Command.push_back("--header-cache-dir=" + O.HeaderCacheDir);
  if (S.RenameSymbols)
    Command.insert(Command.end(), {"--rename-symbols", "--in-root=" + S.Root});
  // The file itself, so that the worker reads the .musify.yaml a run of
  // musify on it would read.
  Command.push_back(Path.str());
  Command.push_back("--internal-parse-worker");
  Command.push_back("--");
  return Command;
}

namespace {

MigrationOptions bufferOptions(const ServerOptions &S, const std::string &Key,
                               std::string Text, const OpenBuffers &Open) {
  MigrationOptions O;
  O.Inputs = {Key};
  O.CudaPath = S.CudaPath;
  O.ResourceDir = S.Paths.ResourceDir;
  O.ShimDir = cudaShimDirIn(S.Paths.DataDir);
  O.StandInDirs = {torchStandInDirIn(S.Paths.DataDir)};
  O.Jobs = 1;
  O.HeaderCacheDir = S.HeaderCacheDir;
  O.BuildEveryPreamble = true;
  // The other open buffers too: a header being edited is read as it is.
  for (const auto &[Path, B] : Open)
    O.Overlays[Path] = B.Text;
  O.Overlays[Key] = std::move(Text);
  return O;
}

} // namespace

BufferAnalysis analyseBuffer(const RuleSet &Rules, const ServerOptions &S,
                             const std::string &Path, std::string Text,
                             const OpenBuffers &Open,
                             llvm::StringRef WorkspaceRoot) {
  Stopwatch Time;
  BufferAnalysis A;
  A.Path = Path;
  std::string Key = absolutePath(Path);
  MigrationOptions O = bufferOptions(S, Key, Text, Open);
  std::unique_ptr<CompileCommandDatabase> Db;
  if (std::string Dir = findCompileCommandsDir(Key); !Dir.empty()) {
    auto Loaded =
        CompileCommandDatabase::load(Dir, nvccOptionTable(S.RulesDir));
    if (Loaded) {
      Db = std::move(*Loaded);
      O.CompileDb = Db.get();
      A.CompileCommandsDir = Dir;
    } else {
      A.Problem = llvm::toString(Loaded.takeError());
    }
  }
  ProjectSettings Settings =
      projectSettings(Key, A.CompileCommandsDir, WorkspaceRoot);
  A.ConfigFile = Settings.ConfigFile;
  if (Settings.RenameSymbols) {
    O.RenameSymbols = true;
    O.HeaderRoot = Settings.Root;
  }
  if (S.TimeoutPerFileSeconds || S.MaxMemoryPerFileMiB) {
    O.WorkerCommand = workerCommandFor(S, Key, A.CompileCommandsDir, Settings);
    O.TimeoutPerFileSeconds = S.TimeoutPerFileSeconds;
    O.MaxMemoryPerFileMiB = S.MaxMemoryPerFileMiB;
  }
  MigrationResult R = migrate(Rules, O);
  auto It = R.Files.find(Key);
  A.Migrated = It != R.Files.end() ? It->second.Migrated : Text;
  for (Diagnostic &D : R.Diagnostics)
    if (D.File == Path || absolutePath(D.File) == Key)
      A.Diagnostics.push_back(std::move(D));
  if (!R.RenamedSymbols.empty() || !R.KeptSymbols.empty())
    A.Renames =
        projectRenames(Rules, O, Settings, Key, Text, Open, A.Diagnostics);
  A.TurnedOff = Settings.Filter.apply(A.Diagnostics);
  if (!R.Unreadable.empty())
    A.Problem = "cannot read " + R.Unreadable.front();
  for (const std::string &P : Settings.Problems)
    A.Problem += (A.Problem.empty() ? "" : "; ") + P;
  A.Text = std::move(Text);
  A.Seconds = Time.seconds();
  return A;
}

} // namespace musify
