//===- RunPlan.h - What a run migrates, and where it goes -------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Planning a run from its options, before anything is parsed: the inputs
// (named, or a whole tree), the shard's slice, which outputs are asked for,
// and the checks that no output overlaps an input. Every refusal is a usage
// error with the reason.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DRIVER_RUNPLAN_H
#define MUSIFY_DRIVER_RUNPLAN_H

#include "musify/Driver/RunOptions.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace musify {

struct RunPlan {
  /// Translation units and headers to migrate.
  std::vector<std::string> Inputs;
  /// Files of the tree copied as they are, and build scripts to migrate.
  std::vector<std::string> Copies, BuildScripts;
  /// Links to files of the tree, made again in the port.
  std::vector<std::string> Links;
  /// A directory of the tree could not be read: its files are missing.
  bool TreeUnreadable = false;
  /// Whether a port is written (not --report-only, not fixes alone).
  bool WritePort = true;
  /// The input tree's root: --in-root, else the inputs' common parent.
  std::string Root;
  /// Tree mode: every source of the tree and every file of it (before
  /// --shard takes its slice), for the include directories it implies.
  std::vector<std::string> TreeSources, TreeFiles;
  /// -p alone: the inputs are the compile database's files.
  bool FromCompileDatabase = false;
  /// -p alone without --in-root: the root chosen for the database's files.
  std::string DatabaseRoot;
  /// Standard input's text, by the absolute path it stands for.
  std::map<std::string, std::string> Overlays;
};

/// Whether \p Dir looks like a project's root: a build script (CMake,
/// Make, Meson, setup.py, pyproject.toml) or .git.
bool isProjectRoot(llvm::StringRef Dir);

/// A shard K/N: 1 <= K <= N.
struct ShardSpec {
  unsigned K = 1, N = 1;
};
/// Parses "K/N"; nothing when it is not of that form.
std::optional<ShardSpec> parseShard(llvm::StringRef Text);
/// Shard \p S's stable slice of \p Inputs: by name, every Nth from the Kth.
std::vector<std::string> shardSlice(std::vector<std::string> Inputs,
                                    ShardSpec S);

/// Plans the run of \p O into \p Plan, saying on standard error what was
/// left out of a tree. Returns the exit status when the run must stop.
std::optional<int> planRun(const RunOptions &O, RunPlan &Plan);

} // namespace musify

#endif // MUSIFY_DRIVER_RUNPLAN_H
