//===- ExitStatus.h - How a musify run ends ---------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DRIVER_EXITSTATUS_H
#define MUSIFY_DRIVER_EXITSTATUS_H

#include "musify/Diagnostics/Diagnostic.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <vector>

namespace musify {

/// The exit statuses README.md documents.
enum ExitCode {
  ExitOk = 0,
  ExitFailOn = 1, ///< --fail-on or --max-warnings met; --check found changes
  ExitUsage = 2,  ///< a usage error or a bad rule file
  ExitIO = 3,     ///< an input could not be read or an output not written
};

/// Prints "musify: error: <Message>" and returns ExitUsage.
int usageError(const llvm::Twine &Message);

/// The status of a run that has got as far as \p Status from reading and
/// writing: --fail-on and --max-warnings decide over a successful one. Says
/// on \p Err when the warnings exceed the bound.
int statusAfterDiagnostics(int Status, const std::vector<Diagnostic> &Diags,
                           std::optional<Severity> FailLevel,
                           unsigned MaxWarnings, llvm::raw_ostream &Err);

} // namespace musify

#endif // MUSIFY_DRIVER_EXITSTATUS_H
