// A stand-in for MUTLASS's utility header mutlass/util/print_error.hpp,
// under MUTLASS's tools/util/include as CUTLASS's is under its own.
#pragma once
#include <cstdio>
#include <musa_runtime.h>

#define MUTE_CHECK_LAST() mutlass_check_last(__FILE__, __LINE__)

inline void mutlass_check_last(const char *File, int Line) {
  musaError_t E = musaGetLastError();
  if (E != musaSuccess)
    std::printf("%s:%d: %s\n", File, Line, musaGetErrorString(E));
}
