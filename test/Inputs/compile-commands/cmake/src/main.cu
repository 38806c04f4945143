#include <cuda_runtime.h>
#include <cstdio>
#include "demo.h"
#ifndef USE_DEMO
#error "parsed without the build's -DUSE_DEMO=1"
#endif

cudaError_t fill_async(float *x, float v, int n, cudaStream_t s);

int main() {
  float *x = nullptr;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&x, DEMO_BLOCK * sizeof(float));
  fill_async(x, 1.0f, DEMO_BLOCK, s);
  cudaStreamSynchronize(s);
  std::printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  cudaFree(x);
  cudaStreamDestroy(s);
  return 0;
}
