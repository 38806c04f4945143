// A device function declared for nvcc's device pass only, called from a
// kernel template: nvcc's host pass never compiles the kernel's body, a
// Clang-based compiler's does (mmcv's scatter_points_cuda_kernel.cuh).
#pragma once
#include <cuda_runtime.h>

#ifdef __CUDA_ARCH__
__device__ __forceinline__ static void reduceAdd(float *Address, float Val) {
  atomicAdd(Address, Val);
}
#endif // __CUDA_ARCH__

template <typename T>
__global__ void sumKernel(const T *In, T *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    reduceAdd(Out, In[I]);
}
