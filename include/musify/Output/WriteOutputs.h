//===- WriteOutputs.h - Where the migrated files go -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every way a migration result leaves musify (out-root, in place, -o,
// standard output, --check, --diff, --rename-files, --annotate, copies of
// the rest of a tree) in one place, so the driver only decides which.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_WRITEOUTPUTS_H
#define MUSIFY_OUTPUT_WRITEOUTPUTS_H

#include "musify/Result/MigrationResult.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace musify {

struct OutputOptions {
  std::string OutRoot;    ///< mirror the tree under Root here, or ""
  std::string Root;       ///< the input tree's root (absolute)
  std::string OutputFile; ///< -o, or ""
  bool InPlace = false;
  bool NoBackup = false;
  bool Check = false; ///< only compare with the out-root
  bool Diff = false;  ///< only print unified diffs
  /// Files of the tree that are copied, not migrated.
  std::vector<std::string> Copies;
};

struct OutputOutcome {
  bool Failed = false;    ///< a file could not be read or written
  unsigned OutOfDate = 0; ///< with Check or Diff: files that differ
  /// Where each migrated file was written (out-root or in place), by the
  /// absolute path of its input.
  std::map<std::string, std::string> Destinations;
};

/// Writes (or compares) every file of \p Result, to the places \p Layout
/// gives in an out-root, as \p Options say; file contents and diffs go to
/// \p Out, errors to \p Err. Decides nothing about the port's text: that
/// is done before (Migrate/PortLayout.h).
OutputOutcome writeOutputs(const MigrationResult &Result,
                           const PortLayout &Layout,
                           const OutputOptions &Options, llvm::raw_ostream &Out,
                           llvm::raw_ostream &Err);

} // namespace musify

#endif
