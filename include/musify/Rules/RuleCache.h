//===- RuleCache.h - The compiled form of a rule directory ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Parsing the 28k rules of rules/*.yaml costs about 0.15 s and 40 MB on every
// run, and every parse process of a -j run pays it again. The compiled rule
// cache holds the loaded and verified set in a flat file that is mapped into
// memory: a run reads the rules' text in place and only builds the lookup
// tables. The YAML files stay the single source of truth; the cache is
// rebuilt whenever one of them, or musify, changes.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_RULECACHE_H
#define MUSIFY_RULES_RULECACHE_H

#include "musify/Rules/RuleSet.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace musify {

/// Where compiled rule caches are kept by default: $MUSIFY_CACHE_DIR, else
/// the user's cache directory ($XDG_CACHE_HOME/musify, ~/.cache/musify; a
/// variable set but empty or relative counts as unset). Empty when there is
/// none, or when MUSIFY_CACHE_DIR is set to "off". The directory is used
/// only when it is the user's own and no one else may write it; each cache
/// file carries a keyed hash of its content (PrivateFiles.h).
std::string defaultRuleCacheDir();

/// What loadRuleDirectory did with the cache.
enum class RuleCacheUse {
  Off,     ///< no cache directory: the YAML files were parsed
  Loaded,  ///< the rules came from the cache
  Written, ///< the YAML files were parsed and the cache written
  Failed,  ///< the YAML files were parsed; the cache could not be written
};

struct RuleCacheResult {
  RuleCacheUse Use = RuleCacheUse::Off;
  std::string Path;    ///< the cache file, when there is a directory
  std::string Problem; ///< why it could not be written
};

/// Loads every `*.yaml` of \p Dir in name order and verifies the set, through
/// the compiled cache in \p CacheDir (none when empty). A cache that is
/// missing, stale, unreadable or damaged is never an error: the YAML files
/// are parsed and the cache is written again.
llvm::Error loadRuleDirectoryCached(llvm::StringRef Dir,
                                    llvm::StringRef CacheDir, RuleSet &Rules,
                                    RuleCacheResult *Result = nullptr);

/// The key a cache of \p Dir must carry: musify's version, the format, and
/// each rule file's name, size and modification time.
llvm::Expected<uint64_t> ruleDirectoryKey(llvm::StringRef Dir);

/// Writes \p Rules (loaded from rule files only, without user overrides) as
/// a cache stamped with \p Key; the file appears whole or not at all.
llvm::Error writeRuleCache(const RuleSet &Rules, uint64_t Key,
                           llvm::StringRef Path);

/// Fills the empty \p Rules from the cache at \p Path. False, with \p Rules
/// left empty, when the file is missing, has another key, or is damaged.
bool readRuleCache(llvm::StringRef Path, uint64_t Key, RuleSet &Rules);
/// As readRuleCache, from a cache already in memory; \p Rules keeps it.
bool readRuleCache(std::unique_ptr<llvm::MemoryBuffer> Cache, uint64_t Key,
                   RuleSet &Rules);

} // namespace musify

#endif // MUSIFY_RULES_RULECACHE_H
