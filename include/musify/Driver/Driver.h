//===- Driver.h - One musify run, from options to exit status ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What tools/musify calls once its flags are parsed: load the rules, answer
// the print-and-exit options, plan the run, migrate, write the port and the
// reports, verify, summarise and decide the exit status (ExitStatus.h).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DRIVER_DRIVER_H
#define MUSIFY_DRIVER_DRIVER_H

#include "musify/Driver/RunOptions.h"

namespace musify {

/// Runs \p Options; returns the exit status.
int runMusify(const RunOptions &Options);

/// `musify merge-reports --report <dir> [--docs-url=<url>] <report.json>...`
/// (\p Argv[1] is "merge-reports"); returns the exit status.
int mergeReportsMain(int Argc, const char **Argv);

} // namespace musify

#endif // MUSIFY_DRIVER_DRIVER_H
