//===- BufferAnalysis.cpp - Migrate one editor buffer ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "BufferAnalysis.h"
#include "musify/CompileCommands/CompileCommandDatabase.h"
#include "musify/Migrate/Migrator.h"
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

std::vector<std::string> workerCommandFor(const ServerOptions &O,
                                          llvm::StringRef Path,
                                          llvm::StringRef CompileCommandsDir) {
  std::vector<std::string> Command = {
      O.Paths.Executable, "--cuda-path=" + O.CudaPath,
      "--resource-dir=" + O.Paths.ResourceDir, "--rules-dir=" + O.RulesDir};
  if (!CompileCommandsDir.empty())
    Command.push_back("-p=" + CompileCommandsDir.str());
  if (O.HeaderCacheDir.empty())
    Command.push_back("--no-header-cache");
  else
    Command.push_back("--header-cache-dir=" + O.HeaderCacheDir);
  // The file itself, so that the worker reads the .musify.yaml a run of
  // musify on it would read.
  Command.push_back(Path.str());
  Command.push_back("--internal-parse-worker");
  Command.push_back("--");
  return Command;
}

BufferAnalysis analyseBuffer(const RuleSet &Rules, const ServerOptions &S,
                             const std::string &Path, std::string Text) {
  Stopwatch Time;
  BufferAnalysis A;
  A.Path = Path;
  MigrationOptions O;
  O.Inputs = {Path};
  O.CudaPath = S.CudaPath;
  O.ResourceDir = S.Paths.ResourceDir;
  O.ShimDir = cudaShimDirIn(S.Paths.DataDir);
  O.StandInDirs = {torchStandInDirIn(S.Paths.DataDir)};
  O.Jobs = 1;
  O.HeaderCacheDir = S.HeaderCacheDir;
  O.BuildEveryPreamble = true;
  std::string Key = absolutePath(Path);
  O.Overlays[Key] = Text;
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
  if (S.TimeoutPerFileSeconds || S.MaxMemoryPerFileMiB) {
    O.WorkerCommand = workerCommandFor(S, Key, A.CompileCommandsDir);
    O.TimeoutPerFileSeconds = S.TimeoutPerFileSeconds;
    O.MaxMemoryPerFileMiB = S.MaxMemoryPerFileMiB;
  }
  MigrationResult R = migrate(Rules, O);
  auto It = R.Files.find(Key);
  A.Migrated = It != R.Files.end() ? It->second.Migrated : Text;
  for (Diagnostic &D : R.Diagnostics)
    if (D.File == Path || absolutePath(D.File) == Key)
      A.Diagnostics.push_back(std::move(D));
  if (!R.Unreadable.empty())
    A.Problem = "cannot read " + R.Unreadable.front();
  A.Text = std::move(Text);
  A.Seconds = Time.seconds();
  return A;
}

} // namespace musify
