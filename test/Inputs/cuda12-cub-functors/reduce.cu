// CUDA 12 code that reduces with CUB 2's operator functors, as
// FasterTransformer's kernels do; CUDA 13's CCCL 3 no longer has them.
#include <cub/cub.cuh>
#include <cuda_runtime.h>

__global__ void maxAndSum(const float *In, float *Out) {
  typedef cub::BlockReduce<float, 128> Reduce;
  __shared__ typename Reduce::TempStorage Temp;
  float Max = Reduce(Temp).Reduce(In[threadIdx.x], cub::Max());
  __syncthreads();
  float Sum = Reduce(Temp).Reduce(In[threadIdx.x], cub::Sum());
  __syncthreads();
  float Min = Reduce(Temp).Reduce(In[threadIdx.x], cub::Min());
  if (threadIdx.x == 0)
    Out[blockIdx.x] = Max + Sum + Min;
}

void launch(const float *In, float *Out, int Blocks, cudaStream_t Stream) {
  maxAndSum<<<Blocks, 128, 0, Stream>>>(In, Out);
}
