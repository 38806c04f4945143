#include <cuda_runtime.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  float *x = nullptr;
  if (cudaMalloc(&x, 32 * sizeof(float)) != cudaSuccess)
    return 1;
  scale<<<1, 32>>>(x, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(x);
  return 0;
}
