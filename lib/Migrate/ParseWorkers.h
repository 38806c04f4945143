//===- ParseWorkers.h - Parse translation units in child processes -*- C++ -*-//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One hostile or unlucky input must not take a run down. Crashes inside
// Clang are recovered in-process (Migrator.cpp), but runaway memory and a
// parse that never ends cannot be: only a process can be stopped from the
// outside. So each parse runs in a worker process (musify itself, started
// with the same options), which the parent watches: a worker past its
// deadline or over its memory limit is killed, and that input falls back to
// the token pass. Workers are reused from input to input, so the cost of
// starting one (loading the rules) is paid once per job, not per file; a
// worker may end itself after an answer (see serveParseRequests), when what
// it did leaves memory behind that the next parse would add to.
//
// The protocol is private to one musify binary: the parent sends a
// request (Migrator's names the input, and says whether the worker may build
// a precompiled preamble for it), the worker answers with its InputOutcome as
// MessagePack (binary: source text need not be UTF-8), each message preceded by
// its length in decimal and a newline (" last" before the newline: the worker
// ends after this answer). Workers write no file.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_PARSEWORKERS_H
#define MUSIFY_LIB_MIGRATE_PARSEWORKERS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace musify {

struct WorkerLimits {
  unsigned TimeoutSeconds = 0; ///< 0: no deadline
  unsigned MemoryMiB = 0;      ///< resident memory; 0: no limit
};

class ParseWorkers {
public:
  /// \p Command starts a worker (argv, the program first).
  ParseWorkers(std::vector<std::string> Command, WorkerLimits Limits);
  ~ParseWorkers();

  struct Answer {
    /// No worker could be started: the caller parses in-process.
    bool Started = true;
    /// What the worker sent back, when it finished in time.
    std::string Payload;
    /// Why it did not (a clause for "migrated by the token-level pass
    /// only: ..."), or why none started.
    std::string Failure;
    /// The signal that ended the worker by itself (not a limit's stop),
    /// or 0: SIGINT or SIGTERM to the process group ends the run too.
    int Signal = 0;
  };
  /// Has \p Input parsed by an idle worker (started when none is idle).
  /// Safe to call from several threads: each gets its own worker.
  Answer parse(llvm::StringRef Input);

private:
  struct Worker;
  std::unique_ptr<Worker> start(std::string &Error);
  Answer exchange(Worker &W, llvm::StringRef Input, bool &Reusable);

  std::vector<std::string> Command;
  WorkerLimits Limits;
  std::mutex Lock;
  std::vector<std::unique_ptr<Worker>> Idle;
};

/// The worker's side: answers requests on standard input with \p Handle's
/// result on standard output until standard input closes, or until
/// \p Handle sets its second argument: that answer is marked as the last,
/// and the worker ends after it (the parent starts another when needed).
/// Anything else the process writes to standard output goes nowhere.
int serveParseRequests(
    llvm::function_ref<std::string(const std::string &Input, bool &Last)>
        Handle);

} // namespace musify

#endif
