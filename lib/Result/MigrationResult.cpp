//===- MigrationResult.cpp - What a migration run produces ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Result/MigrationResult.h"

namespace musify {

void PhaseTimes::add(const PhaseTimes &O) {
  Parse += O.Parse, Match += O.Match, Checks += O.Checks;
  TokenPass += O.TokenPass, Rewrite += O.Rewrite;
  HeaderCache += O.HeaderCache;
  PreamblesBuilt += O.PreamblesBuilt, PreambleParses += O.PreambleParses;
  PreambleRetries += O.PreambleRetries;
}

} // namespace musify
