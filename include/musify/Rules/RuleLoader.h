//===- RuleLoader.h - Read rules/*.yaml -------------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_RULELOADER_H
#define MUSIFY_RULES_RULELOADER_H

#include "musify/Rules/RuleSet.h"
#include "llvm/Support/Error.h"

namespace musify {

/// Parses one rule file held in memory. Errors carry `file:line:col: error:`
/// followed by the offending line, as a compiler prints them.
llvm::Error loadRuleBuffer(llvm::StringRef Content, llvm::StringRef FileName,
                           RuleSet &Rules, bool Override = false);

/// Reads and parses one rule file.
llvm::Error loadRuleFile(llvm::StringRef Path, RuleSet &Rules,
                         bool Override = false);

/// Reads a flat JSON table {"cudaName": "musaName", ...} as used by Moore
/// Threads' musify-text (`-m file.json`). Its entries take precedence over
/// built-in rules. Entries musify cannot use (not an identifier or header
/// name, not a string) and entries that change a built-in rule or repeat a
/// key are reported in \p Warnings as `file:line:col: warning: ...`;
/// syntax errors are returned as errors.
llvm::Error loadMappingFile(llvm::StringRef Path, RuleSet &Rules,
                            std::vector<std::string> &Warnings);

/// As loadMappingFile, from text already read (\p FileName names it in
/// messages).
llvm::Error loadMappingBuffer(llvm::StringRef Content, llvm::StringRef FileName,
                              RuleSet &Rules,
                              std::vector<std::string> &Warnings);

/// The `*.yaml` files of a rule directory, in name order; an error when
/// there are none.
llvm::Expected<std::vector<std::string>> ruleFilesIn(llvm::StringRef Dir);

/// Loads every `*.yaml` of a directory in name order, then verifies the set.
/// (RuleCache.h's loadRuleDirectoryCached does the same through the
/// compiled rule cache.)
llvm::Error loadRuleDirectory(llvm::StringRef Dir, RuleSet &Rules);

} // namespace musify

#endif // MUSIFY_RULES_RULELOADER_H
