// A helper made __host__ __device__ by the value of __CUDACC__, as NCCL
// 2.28's nccl_device/utility.h does.
#include <cstdio>

#if __CUDACC__
#define HOST_DEVICE __host__ __device__
#else
#define HOST_DEVICE
#endif

HOST_DEVICE inline int twice(int X) { return 2 * X; }

__global__ void fill(int *Out) { Out[threadIdx.x] = twice(threadIdx.x); }

int main() {
  int *Out = nullptr;
  cudaMalloc(&Out, 4 * sizeof(int));
  fill<<<1, 4>>>(Out);
  int Host[4];
  cudaMemcpy(Host, Out, sizeof(Host), cudaMemcpyDeviceToHost);
  cudaFree(Out);
  std::printf("%d %d\n", Host[3], twice(2));
  return 0;
}
