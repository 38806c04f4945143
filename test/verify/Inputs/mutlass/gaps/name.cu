#include <cutlass/fence.h>

__global__ void copy(float *Out) {
  Out[threadIdx.x] = 1.0f;
  cutlass::cp_async_fence();
  cutlass::cp_async_wait();
}

int main() {
  float *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(float)) != cudaSuccess)
    return 1;
  copy<<<1, 32>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
