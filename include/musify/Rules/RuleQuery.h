//===- RuleQuery.h - Answer questions about the rules -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `musify --query` and `--query-family`: what the rules say about a name,
// without parsing any source.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_RULES_RULEQUERY_H
#define MUSIFY_RULES_RULEQUERY_H

#include "musify/Rules/RuleSet.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

/// Every rule whose CUDA or MUSA name is \p Name (a MUSA name may have
/// several CUDA names), CUDA matches first.
std::vector<const Rule *> findRules(const RuleSet &Rules, llvm::StringRef Name);

/// Prints one rule as `field: value` lines.
void printRule(const RuleSet &Rules, const Rule &R, llvm::raw_ostream &OS);

/// Prints every rule of a family, one line each, then the counts by status.
/// Returns false when there is no such family.
bool printFamily(const RuleSet &Rules, llvm::StringRef Family,
                 llvm::raw_ostream &OS);

} // namespace musify

#endif
