// A project's own error-checking macro, whose name says CUDA: with
// rename-symbols (.musify.yaml) it becomes CHECK_MUSA everywhere.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK_CUDA(x)                                                          \
  do {                                                                         \
    if ((x) != 0) {                                                            \
      std::fprintf(stderr, "failed: %s\n", #x);                                \
      std::abort();                                                            \
    }                                                                          \
  } while (0)

inline int checked(int Value) {
  CHECK_CUDA(Value);
  return Value;
}
