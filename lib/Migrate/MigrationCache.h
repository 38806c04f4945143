//===- MigrationCache.h - Reuse what an unchanged input produced *- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A second run over an unchanged tree parses nothing: for each input, the
// files its translation unit touched are kept with their content hashes and
// what musify decided in them; when every one of those files, the rules and
// the options are unchanged, the decisions are reused. Each record carries
// a keyed hash (the user's secret, as the compiled rule cache's) of its
// input, the fingerprint and its text: a record that does not is left out
// with a note, and its input migrated again.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_MIGRATIONCACHE_H
#define MUSIFY_LIB_MIGRATE_MIGRATIONCACHE_H

#include "InputOutcome.h"
#include "musify/Support/PrivateFiles.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
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
  /// Called by one thread at a time. The record goes to the new cache file
  /// at once, so that a tree of thousands of files does not keep them all.
  void store(const std::string &Input, const InputOutcome &Outcome);
  /// Completes the new cache file with the last run's records that this run
  /// did not replace and puts it in place (atomically); errors are not
  /// fatal to a run. Without a call, the file is left as it was.
  void save();
  ~MigrationCache();

private:
  std::string Path;
  std::string Fingerprint;
  const RuleSet &Rules;
  /// The last run's entries; lookups read only these.
  nlohmann::json Entries = nlohmann::json::object();
  /// The key of the records' tags: the user's secret (PrivateFiles.h).
  CacheTag Secret;
  void loadSecret();
  std::string tagOf(const std::string &Input, llvm::StringRef Record) const;
  /// \p Entry's text with its tag.
  std::string taggedRecord(const std::string &Input,
                           nlohmann::json Entry) const;
  /// Whether \p Entry carries its tag (removed from it).
  bool authentic(const std::string &Input, nlohmann::json &Entry) const;
  /// Leaves out, with a note, each record of the last run without its tag.
  void dropForged();
  void readLastRun();
  /// Opens the new cache file and writes what precedes the records; when
  /// it cannot be made, the run writes no cache and leaves the old one.
  void begin();
  void append(const std::string &Input, llvm::StringRef Record);

  /// The new cache file, written beside the old one and renamed over it.
  std::optional<llvm::sys::fs::TempFile> Next;
  std::unique_ptr<llvm::raw_fd_ostream> NextOut; ///< set exactly when Next is
  bool FirstRecord = true;
  /// Inputs this run wrote a record for, or found uncacheable: their last
  /// records are not copied.
  std::set<std::string> Replaced;
  std::vector<std::string> Inputs;
  /// File names of this run's inputs that the last run did not have.
  std::set<std::string> NewNames;
};

} // namespace musify

#endif
