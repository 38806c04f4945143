//===- MigrationResult.h - What a migration run produces --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The result of a run: every file's original and migrated text with its
// edits, the diagnostics, the project names renamed and kept, and where the
// time went. Made by Migrate; read by Output, Report and Verify, which sit
// beside or above it and never see how it was made.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RESULT_MIGRATIONRESULT_H
#define MUSIFY_RESULT_MIGRATIONRESULT_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/Rewrite/FileEdits.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace musify {

/// The outcome for one file.
struct FileResult {
  std::string Path; ///< As the user named it (or as the include found it).
  std::string Original;
  std::string Migrated;
  FileEdits Edits;
  bool IsInput = false;
  /// Why the AST could not be used; empty when it was.
  std::string TokenOnlyReason;
  /// Not parsed, but it names nothing of CUDA's: copied unchanged, not
  /// counted as migrated by the token-level pass.
  bool NamesNoCuda = false;
  /// Its translation unit's parse met an `#embed` (an input only).
  bool Embeds = false;
  /// Names CUDA's APIs have that the file's own code declares (the AST
  /// said so): the port's names, not leftovers.
  std::set<std::string> DeclaredCudaNames;
  bool tokenOnly() const { return !TokenOnlyReason.empty() && !NamesNoCuda; }
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
  void add(const PhaseTimes &O);
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
  /// The signal (SIGINT, SIGTERM) that stopped the run, or 0; the result
  /// then holds the FinishedInputs of TotalInputs finished before it.
  int Interrupted = 0;
  unsigned FinishedInputs = 0, TotalInputs = 0;
  /// With RenameSymbols: what was renamed and what was not.
  std::vector<RenamedSymbol> RenamedSymbols;
  std::vector<KeptSymbol> KeptSymbols;
  /// With RenameSymbols: project files whose name changes, by absolute
  /// path, to their new file name (in the same directory).
  std::map<std::string, std::string> NewFileNames;
  /// Likewise directories below the in-root (src/cuda -> src/musa).
  std::map<std::string, std::string> NewDirNames;
  /// The C++ standard (a year: 2017) musify raised the port's build
  /// scripts to for the MUSA libraries the port includes (MU3004), or 0.
  unsigned PortCxxStandard = 0;
  /// Where the time went; parses answered from the cache cost nothing.
  PhaseTimes Times;
};

/// Where the files of a port go in an out-root, and what copies become;
/// decided (Migrate/PortLayout.h) before anything is written.
struct PortLayout {
  /// The out-root path of each migrated file, by its absolute path, and of
  /// each copy, by its path as listed; empty without an out-root.
  std::map<std::string, std::string> Targets;
  /// Copies whose text changes (build scripts that name renamed files), by
  /// their path as listed: the new text.
  std::map<std::string, std::string> RewrittenCopies;
  /// Copies that could not be read to decide that, by path: why.
  std::map<std::string, std::string> UnreadableCopies;
  /// The links of the port, by out-root path: what each holds, the path
  /// of its file's place in the port relative to the link's directory.
  std::map<std::string, std::string> Links;
  /// Two files that would be written to one place: one message each.
  std::vector<std::string> Conflicts;
};

} // namespace musify

#endif // MUSIFY_RESULT_MIGRATIONRESULT_H
