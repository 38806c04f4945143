#include <cutlass/fill.h>

__global__ void scale(float *Out) {
  Out[threadIdx.x] = cutlass::scaled(Out[threadIdx.x]);
}

int main() {
  float *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(float)) != cudaSuccess)
    return 1;
  scale<<<1, 32>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
