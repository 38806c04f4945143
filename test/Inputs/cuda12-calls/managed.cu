// CUDA 12 code (llm.c's cudaMallocConditionallyManaged does the same):
// unified memory advised to stay on the host, then prefetched to the
// device, with CUDA 12's device-ordinal parameters.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(float *Data, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Data[I] = 1.0f;
}

int main() {
  const int N = 1 << 20;
  float *Data = nullptr;
  cudaStream_t Stream;
  cudaStreamCreate(&Stream);
  cudaMallocManaged(&Data, N * sizeof(float));
  cudaMemAdvise(Data, N * sizeof(float), cudaMemAdviseSetPreferredLocation,
                cudaCpuDeviceId);
  cudaMemPrefetchAsync(Data, N * sizeof(float), 0, Stream);
  cudaMemPrefetchAsync(Data, N * sizeof(float), 0);
  fill<<<N / 256, 256, 0, Stream>>>(Data, N);
  cudaStreamSynchronize(Stream);
  std::printf("%g\n", Data[0]);
  cudaFree(Data);
  cudaStreamDestroy(Stream);
  return 0;
}
