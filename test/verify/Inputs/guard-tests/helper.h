// A shared helper header, as cuda-samples' helper_cuda.h: it tests the
// include guard of CUDA's driver_types.h to know whether its includer has
// the runtime API, and only then defines the runtime's error check.
#pragma once
#include <cstdio>

#ifdef __DRIVER_TYPES_H__
static inline const char *errorName(cudaError_t e) {
  return cudaGetErrorName(e);
}
#endif

template <typename T> void check(T result, const char *what) {
  if (result)
    std::printf("%s: %s\n", what, errorName(result));
}
