//===- Interrupt.h - SIGINT and SIGTERM end a run, not lose it --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ctrl-C (SIGINT) or SIGTERM during a run: the handler only records the
// signal (async-signal-safe); the run stops starting inputs, writes what
// finished, saves the incremental cache of those inputs, says "interrupted
// after N of M" and exits 130 (SIGINT) or 143 (SIGTERM). A second signal
// ends the process at once: the handler is one-shot, the default action
// comes back. Worker processes keep the default action: Ctrl-C reaches the
// whole process group, and a worker's parse is not finished work.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_INTERRUPT_H
#define MUSIFY_SUPPORT_INTERRUPT_H

namespace musify {

/// Installs the handlers for SIGINT and SIGTERM. Call after LLVM has
/// installed its own (llvm::InitLLVM does), which they replace: LLVM's
/// would remove the run's temporary files and end the process.
void installInterruptHandlers();

/// The signal that asked the run to stop, or 0.
int interruptSignal();

/// The exit status of a run ended by \p Signal: 128 + its number.
inline int interruptedExitStatus(int Signal) { return 128 + Signal; }

} // namespace musify

#endif // MUSIFY_SUPPORT_INTERRUPT_H
