//===- InputScheduler.h - Which input a parse job takes next ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Inputs that share a preamble wait for the first of them, whose parse
// builds the precompiled preamble: started beside it, a second one would
// only wait on the build's lock while a core stands idle. So a job takes
// the first input, in the run's order, that is not in a group being built,
// and the inputs of that group later; only when every input left is in one
// does it take the first of them anyway (and waits on the lock).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_INPUTSCHEDULER_H
#define MUSIFY_LIB_MIGRATE_INPUTSCHEDULER_H

#include <mutex>
#include <optional>
#include <set>
#include <vector>

namespace musify {

class InputScheduler {
public:
  /// \p Groups: for each input, in the run's order, the group of inputs
  /// that share its precompiled preamble, if any.
  explicit InputScheduler(std::vector<std::optional<unsigned>> Groups);

  /// The index of the input a job should parse next; every index is given
  /// once, and as many calls as there are inputs give them all.
  size_t next();
  /// Says that the input \p Index was given by next() is done.
  void finished(size_t Index);

private:
  std::mutex Lock;
  std::vector<std::optional<unsigned>> Groups;
  std::vector<bool> Taken;
  size_t FirstLeft = 0; ///< no input before it is left
  std::set<unsigned> Building, Built;
};

} // namespace musify

#endif
