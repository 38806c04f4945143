// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: count 0 < %t.err
// libcu++: cuda::std becomes musa::std, <cuda/std/...> becomes <musa/std/...>.

#include <cuda/std/atomic>
// CHECK: #include <musa/std/atomic>
#include <cuda/std/cstdint>
// CHECK: #include <musa/std/cstdint>

__global__ void count(cuda::std::atomic<int> *counter, cuda::std::int32_t n) {
  // CHECK: __global__ void count(musa::std::atomic<int> *counter, musa::std::int32_t n) {
  if (threadIdx.x < n)
    counter->fetch_add(1, cuda::std::memory_order_relaxed);
  // CHECK: counter->fetch_add(1, musa::std::memory_order_relaxed);
}
