//===- Stopwatch.h - Seconds since a point, for --time-report ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_STOPWATCH_H
#define MUSIFY_SUPPORT_STOPWATCH_H

#include <chrono>

namespace musify {

/// Wall-clock seconds since it was made (or restarted).
class Stopwatch {
public:
  Stopwatch() : Start(std::chrono::steady_clock::now()) {}
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  }
  void restart() { Start = std::chrono::steady_clock::now(); }

private:
  std::chrono::steady_clock::time_point Start;
};

} // namespace musify

#endif // MUSIFY_SUPPORT_STOPWATCH_H
