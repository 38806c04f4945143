#include <cstdio>
#include <cutlass/cutlass.h>

__global__ void scale(__half *Data, int N, unsigned *Sums) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  cutlass::stop_if(Data == nullptr);
  Sums[I] = cutlass::lane_sum(I);
  if (I < N)
    Data[I] = __hmul(Data[I], __float2half(2.0f));
}

int main() {
  __half *Data = nullptr;
  unsigned *Sums = nullptr;
  if (cudaMalloc(&Data, 64 * sizeof(__half)) != cudaSuccess ||
      cudaMalloc(&Sums, 64 * sizeof(unsigned)) != cudaSuccess)
    return 1;
  scale<<<1, 64>>>(Data, 64, Sums);
  std::printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return cudaFree(Data) != cudaSuccess;
}
