//===- Interrupt.cpp - SIGINT and SIGTERM end a run, not lose it ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/Interrupt.h"
#include <csignal>
#include <initializer_list>

namespace musify {
namespace {

volatile std::sig_atomic_t Received = 0;

extern "C" void onInterrupt(int Signal) {
  // Only what is async-signal-safe: a store; SA_RESETHAND has already put
  // the default action back for a second signal.
  Received = Signal;
}

} // namespace

void installInterruptHandlers() {
  for (int Signal : {SIGINT, SIGTERM}) {
    struct sigaction Action = {};
    Action.sa_handler = onInterrupt;
    sigemptyset(&Action.sa_mask);
    Action.sa_flags = SA_RESETHAND | SA_RESTART;
    sigaction(Signal, &Action, nullptr);
  }
}

int interruptSignal() { return Received; }

} // namespace musify
