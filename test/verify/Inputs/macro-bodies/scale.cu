// Uses only the runtime's checking macro: the port builds on MUSA, where
// CHECK_NVRTC's body is never compiled.
#include "checks.h"

__global__ void scale(float *X, float F) { X[threadIdx.x] *= F; }

int main() {
  float *X = nullptr;
  CHECK_CUDA(cudaMalloc(&X, 32 * sizeof(float)));
  scale<<<1, 32>>>(X, 2.0f);
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK_CUDA(cudaFree(X));
  return 0;
}
