#include "alloc.h"

__global__ void fill(float *X) { X[threadIdx.x] = 1.0f; }

int main() {
  float *X = static_cast<float *>(allocate(32 * sizeof(float)));
  fill<<<1, 32>>>(X);
  cudaDeviceSynchronize();
  return 0;
}
