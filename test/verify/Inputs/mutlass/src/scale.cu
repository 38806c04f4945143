#include <cstdio>
#include <cutlass/cutlass.h>

__global__ void scale(__half *Data, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  cutlass::stop_if(Data == nullptr);
  if (I < N)
    Data[I] = __hmul(Data[I], __float2half(2.0f));
}

int main() {
  __half *Data = nullptr;
  if (cudaMalloc(&Data, 64 * sizeof(__half)) != cudaSuccess)
    return 1;
  scale<<<1, 64>>>(Data, 64);
  std::printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return cudaFree(Data) != cudaSuccess;
}
