// Preamble shared with the other file of its kind.
#include <cuda_runtime.h>
#include <curand.h>
#include <vendor.h>
#include "common.cuh"

__global__ void scale_a(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && threadIdx.x % warpSize == 0)
    x[i] *= 2.0f;
}

cudaError_t run_a(int n) {
  float *x;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(gen, x, n);
  scale_a<<<(n + 255) / 256, 256>>>(x, n);
  curandDestroyGenerator(gen);
  return cudaFree(x);
}
