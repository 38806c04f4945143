#include <cub/cub.cuh>
#include <cuda_runtime.h>

// A reduction with cub, built with --extended-lambda as ggml builds it.
cudaError_t sum(const float *In, float *Out, int N, cudaStream_t S) {
  size_t Bytes = 0;
  cub::DeviceReduce::Sum(nullptr, Bytes, In, Out, N, S);
  void *Tmp = nullptr;
  cudaMallocAsync(&Tmp, Bytes, S);
  cudaError_t E = cub::DeviceReduce::Sum(Tmp, Bytes, In, Out, N, S);
  cudaFreeAsync(Tmp, S);
  return E;
}
