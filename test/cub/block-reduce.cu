// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: count 0 < %t.err
// CUB is spelled the same in MUSA (the SDK ships cub/): nothing changes.

#include <cub/block/block_reduce.cuh>
// CHECK: #include <cub/block/block_reduce.cuh>

template <int Threads> __global__ void blockSum(const float *in, float *out) {
  using Reduce = cub::BlockReduce<float, Threads>;
  // CHECK: using Reduce = cub::BlockReduce<float, Threads>;
  __shared__ typename Reduce::TempStorage storage;
  float total = Reduce(storage).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0)
    *out = total;
}

template __global__ void blockSum<128>(const float *, float *);
