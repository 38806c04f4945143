#include <cutlass/device_gemm.h>

__global__ void product(float *Out) {
  Out[threadIdx.x] = cutlass::DeviceGemm<float>()(Out[threadIdx.x], 2.0f);
}

int main() {
  float *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(float)) != cudaSuccess)
    return 1;
  product<<<1, 32>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
