// A stand-in for CUTLASS's utility header cutlass/util/print_error.hpp,
// which lives apart from the library, under tools/util/include.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

#define CUTE_CHECK_LAST() cutlass_check_last(__FILE__, __LINE__)

inline void cutlass_check_last(const char *File, int Line) {
  cudaError_t E = cudaGetLastError();
  if (E != cudaSuccess)
    std::printf("%s:%d: %s\n", File, Line, cudaGetErrorString(E));
}
