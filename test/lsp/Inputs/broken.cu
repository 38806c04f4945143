// Does not parse: a missing parenthesis and an undeclared type. musify
// migrates it by the token-level pass and says so (MU0001).
#include <cuda_runtime.h>

__global__ void scale(float *x, undeclared_t n {
  x[threadIdx.x] *= 2.0f;
}

void run(float *x) {
  cudaMemset(x, 0, 16);
  scale<<<1, 32>>>(x, 16);
  cudaDeviceSynchronize();
}
