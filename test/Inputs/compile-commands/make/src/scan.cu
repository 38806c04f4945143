#include <cuda_runtime.h>
#include "util.cuh"
#ifndef MAKE_BUILD
#error "parsed without the Makefile's -DMAKE_BUILD"
#endif
#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "parsed without --default-stream per-thread"
#endif

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void run(float *x, int n) {
  scale<<<(n + UTIL_THREADS - 1) / UTIL_THREADS, UTIL_THREADS>>>(x, n);
  cudaDeviceSynchronize();
}
