//===- FuzzerCommon.h - What the fuzz targets share -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_FUZZ_FUZZERCOMMON_H
#define MUSIFY_FUZZ_FUZZERCOMMON_H

#include "musify/Rules/RuleLoader.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

namespace musify {

/// The shipped rules, loaded once per fuzzing process; a target that needs
/// them and cannot load them is misconfigured, which is said loudly.
inline const RuleSet &shippedRules() {
  static RuleSet *Rules = [] {
    auto *R = new RuleSet();
    if (llvm::Error E = loadRuleDirectory(MUSIFY_RULES_DIR, *R)) {
      llvm::errs() << "fuzzer: " << llvm::toString(std::move(E)) << "\n";
      std::abort();
    }
    return R;
  }();
  return *Rules;
}

} // namespace musify

#endif
