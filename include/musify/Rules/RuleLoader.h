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

/// Loads every `*.yaml` of a directory in name order, then verifies the set.
llvm::Error loadRuleDirectory(llvm::StringRef Dir, RuleSet &Rules);

} // namespace musify

#endif // MUSIFY_RULES_RULELOADER_H
