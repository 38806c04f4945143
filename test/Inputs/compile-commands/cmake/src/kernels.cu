#include <cuda_runtime.h>
#include "demo.h"
#ifndef USE_DEMO
#error "parsed without the build's -DUSE_DEMO=1"
#endif
#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "parsed without --expt-relaxed-constexpr"
#endif
#ifndef __CUDACC_RDC__
#error "parsed without -rdc=true"
#endif

__global__ void fill(float *x, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}

cudaError_t fill_async(float *x, float v, int n, cudaStream_t s) {
  fill<<<(n + DEMO_BLOCK - 1) / DEMO_BLOCK, DEMO_BLOCK, 0, s>>>(x, v, n);
  return cudaGetLastError();
}
