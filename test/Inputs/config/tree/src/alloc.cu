#include <cuda_runtime.h>

#ifndef USE_FAST_PATH
#error "the project builds with -DUSE_FAST_PATH (.musify.yaml passes it)"
#endif

void *grab(size_t n) {
  void *p = nullptr;
  cudaMalloc(&p, n);
  return p;
}

__global__ void lanes(int *out) { out[threadIdx.x] = threadIdx.x % 32; }
