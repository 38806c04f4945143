#include <cuda_runtime.h>
#include "util.cuh"
#ifndef MAKE_BUILD
#error "parsed without the Makefile's -DMAKE_BUILD"
#endif

float *device_buffer(int n) {
  float *p = nullptr;
  cudaMalloc(&p, n * sizeof(float));
  cudaMemset(p, 0, n * sizeof(float));
  return p;
}
