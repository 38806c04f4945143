//===- InputOutcome.h - What migrating one input decided --------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One input's decisions travel as JSON twice: into the incremental cache
// (MigrationCache) and back from a parse worker process (ParseWorkers). Both
// read them back the same way: the files are read again from disk and must
// hash as they did when the decisions were made, or the decisions are not
// used.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_INPUTOUTCOME_H
#define MUSIFY_LIB_MIGRATE_INPUTOUTCOME_H

#include "FileMigration.h"
#include "musify/Analysis/ProjectSymbolFinder.h"
#include "musify/Migrate/Migrator.h"
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <vector>

namespace musify {

struct InputOutcome {
  std::vector<FileMigration> Files;
  /// The AST was usable (the translation unit parsed without errors).
  bool Parsed = false;
  /// With --rename-symbols: what it said about the project's names.
  ProjectSymbolFacts Symbols;
  /// The file names its #includes name (see MigrationCache).
  std::set<std::string> IncludedNames;
  /// What making it cost (a worker's times travel with its answer; the
  /// cache's records cost nothing when reused).
  PhaseTimes Times;
};

/// Content hash of a file as the cache and the workers record it.
std::string contentHash(llvm::StringRef Text);

nlohmann::json outcomeToJson(const InputOutcome &O);

/// The outcome \p J records, or nothing when a file it names changed since,
/// a rule it names is gone, or \p J is not what outcomeToJson writes. A file
/// in \p Overlays (by absolute path) is compared with its overlay.
std::optional<InputOutcome>
outcomeFromJson(const nlohmann::json &J, const RuleSet &Rules,
                const std::map<std::string, std::string> *Overlays = nullptr);

} // namespace musify

#endif
