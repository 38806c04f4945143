//===- Checks.cpp - The list of checks ------------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Adding a check: a class in this directory, one line here, a page
// docs/diagnostics/<ID>.md, an ID in DiagnosticIDs.def and a lit test
// (test/diagnostics/coverage.test fails until all four exist).
//
//===----------------------------------------------------------------------===//

#include "ArchGuardCheck.h"
#include "DeadCaseCheck.h"
#include "DispatchKeyCheck.h"
#include "DuplicateCaseCheck.h"
#include "InlinePtxCheck.h"
#include "NcclVersionCheck.h"
#include "RuntimeLoadCheck.h"
#include "VersionGuardCheck.h"
#include "WarpSizeCheck.h"

namespace musify {

std::vector<std::unique_ptr<Check>> createChecks(const CheckOptions &Options,
                                                 const RuleSet &Rules) {
  std::vector<std::unique_ptr<Check>> Checks;
  Checks.push_back(std::make_unique<WarpSizeCheck>(Options));
  Checks.push_back(std::make_unique<InlinePtxCheck>(Options, Rules));
  Checks.push_back(std::make_unique<ArchGuardCheck>(Options));
  Checks.push_back(std::make_unique<VersionGuardCheck>(Options));
  Checks.push_back(std::make_unique<RuntimeLoadCheck>(Options, Rules));
  Checks.push_back(std::make_unique<DeadCaseCheck>(Options, Rules));
  Checks.push_back(std::make_unique<NcclVersionCheck>(Options));
  Checks.push_back(std::make_unique<DispatchKeyCheck>(Options, Rules));
  Checks.push_back(std::make_unique<DuplicateCaseCheck>(Options, Rules));
  return Checks;
}

} // namespace musify
