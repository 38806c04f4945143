#pragma once
#include <cuda_runtime.h>

inline void check(cudaError_t e) {
  if (e != cudaSuccess)
    throw e;
}
