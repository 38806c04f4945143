// The project's own header, found with -I: never precompiled.
#pragma once
#include <cuda_runtime.h>
inline cudaError_t mylibAlloc(float **P, size_t N) {
  return cudaMalloc(P, N * sizeof(float));
}
