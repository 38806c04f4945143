// The preamble reaches the project's header: only the line before it can
// be precompiled.
#include <cuda_runtime.h>
#include <mylib.h>
#include <curand.h>

cudaError_t run_c(int n) {
  float *x;
  cudaError_t e = mylibAlloc(&x, n);
  if (e != cudaSuccess)
    return e;
  cudaDeviceSynchronize();
  return cudaFree(x);
}
