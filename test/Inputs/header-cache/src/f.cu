// The preamble of a.cu and b.cu, then code that does not compile: the file
// is judged by a parse of its own, as without the cache. (nvcc rejects it
// too: undeclaredHelper is declared nowhere.)
#include <cuda_runtime.h>
#include <curand.h>
#include <vendor.h>

cudaError_t run_f(int n) {
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  undeclaredHelper(x);
  return cudaFree(x);
}
