//===- Migrator.h - Migrate a set of CUDA files to MUSA ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The library's entry point: given inputs and how to parse them, produce the
// migrated text of every file in scope and the diagnostics. Writing files is
// left to the caller (see musify/Output/OutputWriter.h), so the library can
// be tested on in-memory results.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_MIGRATE_MIGRATOR_H
#define MUSIFY_MIGRATE_MIGRATOR_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Rewrite/FileEdits.h"
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
  /// Root of the CUDA toolkit; empty when none was found.
  std::string CudaPath;
  /// Why files are not parsed when CudaPath is empty (MU0001); empty: no
  /// toolkit was found.
  std::string NoParseReason;
  /// Directory of the headers musify adds to make CUDA parse with Clang.
  std::string ShimDir;
  /// Directories of musify's stand-in declarations of libraries (PyTorch),
  /// searched after every other include directory: used only where the
  /// library's own headers are not found.
  std::vector<std::string> StandInDirs;
  /// Clang resource directory (stddef.h, the CUDA wrapper headers).
  std::string ResourceDir;
  /// Headers reached from the inputs are migrated too when they lie under
  /// this directory; empty means only the inputs themselves.
  std::string HeaderRoot;
  /// Build scripts (CMakeLists.txt, Makefile, setup.py, ...) to migrate.
  std::vector<std::string> BuildScripts;
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
};

/// The outcome for one file.
struct FileResult {
  std::string Path; ///< As the user named it (or as the include found it).
  std::string Original;
  std::string Migrated;
  FileEdits Edits;
  bool IsInput = false;
  /// Why the AST could not be used; empty when it was.
  std::string TokenOnlyReason;
};

/// A name of the project's that --rename-symbols renamed everywhere.
struct RenamedSymbol {
  std::string From, To;
  std::string Kind;       ///< function, macro, type, ..., file
  std::string DeclaredAt; ///< path:line as shown to the user
  unsigned Occurrences = 0;
  std::vector<std::string> Files; ///< where it was renamed (display paths)
};

/// A name of the project's that says CUDA but keeps its name, and why.
struct KeptSymbol {
  std::string Name, Kind, DeclaredAt, Reason;
};

/// Where a run's time went (--time-report), in seconds. Per-file phases are
/// summed over the files, so with several jobs they add up to more than
/// the wall-clock time.
struct PhaseTimes {
  double Parse = 0;     ///< Clang: preprocessing, parsing, semantic analysis
  double Match = 0;     ///< finding the CUDA references in the AST
  double Checks = 0;    ///< the hazard checks, and deciding each edit
  double TokenPass = 0; ///< files (or parts) without an AST
  double Rewrite = 0;   ///< merging translation units, applying edits
  /// Building precompiled preambles (the header cache), and how many
  /// were built, how many parses started from one, and how many of those
  /// failed and were parsed again without it.
  double HeaderCache = 0;
  unsigned PreamblesBuilt = 0, PreambleParses = 0, PreambleRetries = 0;
  void add(const PhaseTimes &O) {
    Parse += O.Parse, Match += O.Match, Checks += O.Checks;
    TokenPass += O.TokenPass, Rewrite += O.Rewrite;
    HeaderCache += O.HeaderCache;
    PreamblesBuilt += O.PreamblesBuilt, PreambleParses += O.PreambleParses;
    PreambleRetries += O.PreambleRetries;
  }
};

struct MigrationResult {
  std::map<std::string, FileResult> Files; // by absolute path
  std::vector<Diagnostic> Diagnostics;     // in file and position order
  /// Inputs that could not be read.
  std::vector<std::string> Unreadable;
  /// User headers reached from the inputs that have CUDA names to migrate
  /// but lie outside the output scope (not inputs, not under HeaderRoot).
  std::vector<std::string> NotMigrated;
  /// Inputs whose translation unit was reused from the cache, not parsed.
  unsigned CachedInputs = 0;
  /// With RenameSymbols: what was renamed and what was not.
  std::vector<RenamedSymbol> RenamedSymbols;
  std::vector<KeptSymbol> KeptSymbols;
  /// With RenameSymbols: project files whose name changes, by absolute
  /// path, to their new file name (in the same directory).
  std::map<std::string, std::string> NewFileNames;
  /// Likewise directories below the in-root (src/cuda -> src/musa).
  std::map<std::string, std::string> NewDirNames;
  /// Where the time went; parses answered from the cache cost nothing.
  PhaseTimes Times;
};

/// Makes a crash while parsing one input (Clang's, on hostile code) fall
/// back to the token pass for that input; call once, before migrate().
void enableCrashRecovery();

/// Whether \p Name is a MUSA architecture the checks know (mp_21, ...).
bool isKnownMusaArch(llvm::StringRef Name);

/// The worker process's side of MigrationOptions::WorkerCommand: parses the
/// inputs the parent names on standard input, as migrate() would, until it
/// closes. \p Options are the parent's. Returns the exit status.
int serveParseWorker(const RuleSet &Rules, const MigrationOptions &Options);

/// Migrates every input. Never stops at a file that does not parse: such a
/// file is migrated by the token-level pass and a note says so.
MigrationResult migrate(const RuleSet &Rules, const MigrationOptions &Options);

} // namespace musify

#endif // MUSIFY_MIGRATE_MIGRATOR_H
