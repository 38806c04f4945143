//===- MigrationCache.h - Reuse what an unchanged input produced *- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A second run over an unchanged tree parses nothing: for each input, the
// files its translation unit touched are kept with their content hashes and
// what musify decided in them; when every one of those files, the rules and
// the options are unchanged, the decisions are reused.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_MIGRATIONCACHE_H
#define MUSIFY_LIB_MIGRATE_MIGRATIONCACHE_H

#include "InputOutcome.h"
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

namespace musify {

class MigrationCache {
public:
  /// \p Fingerprint names everything besides the files that decides the
  /// output (musify's version, the rules, the options).
  /// \p Inputs are all files of this run: a file that was not among the
  /// last run's may shadow a header an unchanged input includes by the same
  /// name (a new include/common.h found before vendor/common.h), so an
  /// input that includes a file of that name is parsed again.
  MigrationCache(std::string Path, std::string Fingerprint,
                 const RuleSet &Rules, const std::vector<std::string> &Inputs);

  /// What \p Input's translation unit decided last time, when none of the
  /// files it touched changed since.
  /// May run on several threads at once, and alongside store.
  std::optional<InputOutcome> lookup(const std::string &Input) const;
  /// Called by one thread at a time.
  void store(const std::string &Input, const InputOutcome &Outcome);
  /// Writes the cache file (atomically); errors are not fatal to a run.
  void save() const;

private:
  std::string Path;
  std::string Fingerprint;
  const RuleSet &Rules;
  /// The last run's entries; lookups read only these.
  nlohmann::json Entries = nlohmann::json::object();
  /// This run's entries, as JSON text: a tree of thousands of files keeps
  /// its records at the size of the text, not of a JSON object tree.
  std::map<std::string, std::string> Stored;
  /// Inputs whose entry of the last run is stale and no new one replaces.
  std::set<std::string> Dropped;
  std::vector<std::string> Inputs;
  /// File names of this run's inputs that the last run did not have.
  std::set<std::string> NewNames;
};

} // namespace musify

#endif
