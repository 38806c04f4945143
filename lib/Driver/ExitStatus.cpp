//===- ExitStatus.cpp - How a musify run ends -----------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/ExitStatus.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

int usageError(const llvm::Twine &Message) {
  llvm::errs() << "musify: error: " << Message << "\n";
  return ExitUsage;
}

int statusAfterDiagnostics(int Status, const std::vector<Diagnostic> &Diags,
                           std::optional<Severity> FailLevel,
                           unsigned MaxWarnings, llvm::raw_ostream &Err) {
  unsigned Warnings = 0, AsErrors = 0;
  for (const Diagnostic &D : Diags) {
    Warnings += D.level() >= Severity::Warning;
    AsErrors += D.AsError && info(D.ID).Level != Severity::Error;
    if (Status == ExitOk && FailLevel && D.level() >= *FailLevel)
      Status = ExitFailOn;
  }
  if (Status == ExitOk && AsErrors) {
    Err << "musify: " << AsErrors << " diagnostic"
        << (AsErrors == 1 ? " is an error" : "s are errors")
        << " by WarningsAsErrors\n";
    Status = ExitFailOn;
  }
  if (Status == ExitOk && Warnings > MaxWarnings) {
    Err << "musify: " << Warnings
        << " warnings exceed --max-warnings=" << MaxWarnings << "\n";
    Status = ExitFailOn;
  }
  return Status;
}

} // namespace musify
