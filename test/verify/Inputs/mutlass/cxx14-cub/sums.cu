// A unit of a CUTLASS 2 project built at C++14 that also includes CUB:
// CUDA 13's CCCL needs C++17 for the original, and MUTLASS, which the port
// includes in place of CUTLASS, needs it whatever the toolkit.
#include <cub/cub.cuh>
#include <cutlass/all_of.h>
#include <cuda_runtime.h>

static_assert(cutlass::all_of<true, true>::value, "all of them");

__global__ void sums(const int *In, int *Out) {
  typedef cub::BlockReduce<int, 32> Reduce;
  __shared__ typename Reduce::TempStorage Temp;
  int Sum = Reduce(Temp).Sum(In[threadIdx.x]);
  if (threadIdx.x == 0)
    Out[blockIdx.x] = Sum;
}

void launch(const int *In, int *Out, cudaStream_t Stream) {
  sums<<<1, 32, 0, Stream>>>(In, Out);
}
