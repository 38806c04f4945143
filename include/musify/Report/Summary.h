//===- Summary.h - What a run did, in numbers -------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REPORT_SUMMARY_H
#define MUSIFY_REPORT_SUMMARY_H

#include "musify/Result/MigrationResult.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

namespace musify {

struct Summary {
  unsigned Files = 0;
  unsigned ChangedFiles = 0;
  unsigned TokenOnlyFiles = 0;
  /// Not parsed, but naming nothing of CUDA's: copied unchanged.
  unsigned UnparsedNoCudaFiles = 0;
  unsigned Rewrites = 0;
  std::map<std::string, unsigned> RewritesByFamily;
  std::map<Severity, unsigned> DiagnosticsBySeverity;
  /// The diagnostics of severity \p S (0 when there are none).
  unsigned diagnostics(Severity S) const {
    auto It = DiagnosticsBySeverity.find(S);
    return It == DiagnosticsBySeverity.end() ? 0 : It->second;
  }
  /// CUDA names renamed on the tables' word alone (MU1005), with their
  /// places, most places first: what a person should check first.
  std::vector<std::pair<std::string, unsigned>> TableOnlyNames;
};

Summary summarize(const MigrationResult &Result);

/// Two or three plain lines for a terminal or a CI log.
void printSummary(const Summary &S, llvm::StringRef Destination,
                  llvm::raw_ostream &OS);

} // namespace musify

#endif
