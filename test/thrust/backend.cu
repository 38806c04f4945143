// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: count 0 < %t.err
// Thrust keeps its API; the CUDA backend (headers, thrust::cuda::par)
// becomes the MUSA one.

#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/system/cuda/execution_policy.h>
// CHECK: #include <thrust/system/musa/execution_policy.h>

float sortAndSum(thrust::device_vector<float> &v, cudaStream_t stream) {
  // CHECK: float sortAndSum(thrust::device_vector<float> &v, musaStream_t stream) {
  thrust::sort(thrust::cuda::par.on(stream), v.begin(), v.end());
  // CHECK: thrust::sort(thrust::musa::par.on(stream), v.begin(), v.end());
  using namespace thrust::system::cuda;
  // CHECK: using namespace thrust::system::musa;
  return thrust::reduce(v.begin(), v.end());
  // CHECK: return thrust::reduce(v.begin(), v.end());
}
