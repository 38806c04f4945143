//===- Migrator.h - Migrate a set of CUDA files to MUSA ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The library's entry point: given inputs and how to parse them, produce the
// migrated text of every file in scope and the diagnostics (a
// MigrationResult, musify/Result). Writing files is left to the caller (see
// musify/Output/WriteOutputs.h), so the library can be tested on in-memory
// results.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_MIGRATE_MIGRATOR_H
#define MUSIFY_MIGRATE_MIGRATOR_H

#include "musify/Result/MigrationResult.h"
#include "musify/Rules/RuleSet.h"
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace musify {

class CompileCommandDatabase;

struct MigrationOptions {
  /// Files to migrate, as the user named them.
  std::vector<std::string> Inputs;
  /// Compilation database (from -p), or null for the default flags. Its
  /// commands are already in a form Clang's driver accepts; what it had to
  /// drop becomes one note per option (MU0006).
  const CompileCommandDatabase *CompileDb = nullptr;
  /// Flags after `--`, added to every parse.
  std::vector<std::string> ExtraArgs;
  /// Options that setExtraArgs left out of ExtraArgs (MU0006).
  std::vector<std::string> DroppedExtraArgs;
  /// Root of the CUDA toolkit; empty when none was found.
  std::string CudaPath;
  /// Why files are not parsed when CudaPath is empty (MU0001); empty: no
  /// toolkit was found.
  std::string NoParseReason;
  /// The inputs are MUSA code migrated back to CUDA (--to cuda).
  bool ToCuda = false;
  /// Directory of the headers musify adds to make CUDA parse with Clang.
  std::string ShimDir;
  /// Directories of musify's stand-in declarations of libraries (PyTorch),
  /// searched after every other include directory: used only where the
  /// library's own headers are not found.
  std::vector<std::string> StandInDirs;
  /// The language standard of a parse whose flags choose none; empty:
  /// musify's default (PyTorch's headers found that need C++20 choose it).
  std::string StandardFlag;
  /// PyTorch's installed package whose headers StandInDirs are; empty: the
  /// stand-ins.
  std::string TorchPackage;
  /// Clang resource directory (stddef.h, the CUDA wrapper headers).
  std::string ResourceDir;
  /// Headers reached from the inputs are migrated too when they lie under
  /// this directory; empty means only the inputs themselves.
  std::string HeaderRoot;
  /// Build scripts (CMakeLists.txt, Makefile, setup.py, ...) to migrate.
  std::vector<std::string> BuildScripts;
  /// The port's CUDA sources get MUSA's extensions (--rename-files into an
  /// out-root): its build scripts then name .mu files, which the MUSA
  /// language compiles without a LANGUAGE property.
  bool SourcesRenamed = false;
  /// Translation units parsed at once; 0 means one per core.
  unsigned Jobs = 0;
  /// Where decisions are kept between runs (see MigrationCache); empty: no
  /// cache. Not used with a compilation database.
  std::string CacheFile;
  /// Called after each input, from any thread (calls do not overlap):
  /// inputs done, inputs in all, the input just done.
  std::function<void(unsigned, unsigned, llvm::StringRef)> Progress;
  /// Target architectures (mp_21, mp_22, mp_31); empty means all.
  std::vector<std::string> MusaArchs;
  /// Rename the project's own names that say CUDA (--rename-symbols).
  bool RenameSymbols = false;
  /// With RenameSymbols: files and directories too (only a tree written
  /// to an out-root can have new file names).
  bool RenamePaths = false;
  /// Sources of the tree that are copied, not migrated (--exclude): a
  /// project name they use keeps its name.
  std::vector<std::string> ExcludedSources;
  /// How to start a parse worker process (argv, the program first): each
  /// parse then runs in one, within the limits below; empty: every parse
  /// runs in this process, with no limits (see docs/reliability.md).
  std::vector<std::string> WorkerCommand;
  /// Where precompiled preambles are kept (see HeaderCache.h); empty: every
  /// parse reads every header.
  std::string HeaderCacheDir;
  /// Per-file limits of a parse in a worker; 0: none.
  unsigned TimeoutPerFileSeconds = 0;
  unsigned MaxMemoryPerFileMiB = 0;
  /// Text that stands for a file's contents on disk, by absolute path (as
  /// absolutePath gives it): an editor's unsaved buffer, standard input. The
  /// file need not exist. Inputs with an overlay are not cached.
  std::map<std::string, std::string> Overlays;
  /// Build a precompiled preamble for every input, also for one that no
  /// other input shares (a server that parses one file again and again).
  bool BuildEveryPreamble = false;
  /// With no AST (--to cuda): a name a rule maps that the inputs declare
  /// themselves is the project's and kept, with a note (MU0005), and a
  /// rename by name alone in a file that includes no header a rule names
  /// is noted (MU1005).
  bool KeepProjectNames = false;
};

/// The flags that make Clang parse \p File as musify's parses do (the
/// reasons are measured in docs/parsing.md): its language (with \p
/// WithLanguage), the resource directory, CUDA's headers and musify's
/// shims, the stand-ins, a standard where Options.ExtraArgs choose none.
/// Options.ExtraArgs themselves are not among them.
std::vector<std::string>
parseFlags(llvm::StringRef File, const MigrationOptions &O, bool WithLanguage);

/// Sets Options.ExtraArgs to what of \p Args the parse option policy in
/// \p RulesDir/compile-commands allows (ParseOptionPolicy.h): the flags
/// after `--`, --extra-arg and a configuration's extra-arg may not load
/// code or write files either. Each option left out becomes a note of the
/// run (MU0006).
llvm::Error setExtraArgs(MigrationOptions &Options,
                         std::vector<std::string> Args,
                         llvm::StringRef RulesDir);

/// The notes about the options setExtraArgs left out, at the first input.
void reportDroppedExtraArgs(const MigrationOptions &Options,
                            std::vector<Diagnostic> &Diags);

/// Makes a crash while parsing one input (Clang's, on hostile code) fall
/// back to the token pass for that input; call once, before migrate().
void enableCrashRecovery();

/// The worker process's side of MigrationOptions::WorkerCommand: parses the
/// inputs the parent names on standard input, as migrate() would, until it
/// closes. \p Options are the parent's. Returns the exit status.
int serveParseWorker(const RuleSet &Rules, const MigrationOptions &Options);

/// Migrates every input. Never stops at a file that does not parse: such a
/// file is migrated by the token-level pass and a note says so.
MigrationResult migrate(const RuleSet &Rules, const MigrationOptions &Options);

} // namespace musify

#endif // MUSIFY_MIGRATE_MIGRATOR_H
