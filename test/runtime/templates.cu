// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// Types and calls in templates, casts, sizeof, aliases and template arguments.

#include <cuda_runtime.h>
#include <vector>

template <typename T, typename Event = cudaEvent_t>
// CHECK: template <typename T, typename Event = musaEvent_t>
struct Buffer {
  T *data = nullptr;
  std::vector<cudaStream_t> streams;
  // CHECK: std::vector<musaStream_t> streams;
  cudaError_t allocate(size_t n) { return cudaMalloc(&data, n * sizeof(T)); }
  // CHECK: musaError_t allocate(size_t n) { return musaMalloc(&data, n * sizeof(T)); }
};

using Stream = cudaStream_t;
// CHECK: using Stream = musaStream_t;
typedef cudaEvent_t Event;
// CHECK: typedef musaEvent_t Event;

template <typename T> cudaError_t release(T *p) {
  // CHECK: template <typename T> musaError_t release(T *p) {
  return cudaFree(p);
  // CHECK: return musaFree(p);
}

size_t sizes() {
  Stream s = static_cast<cudaStream_t>(nullptr);
  // CHECK: Stream s = static_cast<musaStream_t>(nullptr);
  auto e = (cudaEvent_t) nullptr;
  // CHECK: auto e = (musaEvent_t) nullptr;
  decltype(cudaSuccess) ok = cudaSuccess;
  // CHECK: decltype(musaSuccess) ok = musaSuccess;
  Buffer<float> b;
  b.allocate(4);
  release(b.data);
  (void)s, (void)e, (void)ok;
  return sizeof(cudaDeviceProp) + sizeof(struct cudaPointerAttributes);
  // CHECK: return sizeof(musaDeviceProp) + sizeof(struct musaPointerAttributes);
}
