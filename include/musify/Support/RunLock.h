//===- RunLock.h - One run at a time on an out-root -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Two runs writing one out-root (or rewriting one tree in place) would
// remove each other's temporary files as leftovers of a killed run and mix
// their ports. A run that writes takes an exclusive lock on
// `<root>/.musify-lock` (flock: released when the process ends, however it
// ends), which holds its pid for the message another run gives; only then
// are the temporary files a killed run left removed.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_RUNLOCK_H
#define MUSIFY_SUPPORT_RUNLOCK_H

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>

namespace musify {

/// The lock file's name in the root it guards: musify's own file, never
/// listed, copied or migrated.
inline constexpr llvm::StringLiteral RunLockName = ".musify-lock";

class RunLock {
public:
  RunLock(int FD, std::string Path) : FD(FD), Path(std::move(Path)) {}
  RunLock(const RunLock &) = delete;
  RunLock &operator=(const RunLock &) = delete;
  /// Removes the lock file, then lets it go.
  ~RunLock();

private:
  int FD;
  std::string Path;
};

/// Locks the directory \p Root (created when missing) for this run: an
/// error naming the other run's pid when one holds it. Then removes the
/// temporary files (`*.musify-tmp-XXXXXX`) a killed run left below it, with
/// a note on \p Notes for each.
llvm::Expected<std::unique_ptr<RunLock>> lockRunRoot(llvm::StringRef Root,
                                                     llvm::raw_ostream &Notes);

} // namespace musify

#endif // MUSIFY_SUPPORT_RUNLOCK_H
