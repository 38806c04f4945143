// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: count 0 < %t.err
// Names inside a macro body are rewritten once, at the definition; names
// passed as macro arguments are rewritten where the user wrote them.

#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      std::printf("%s\n", cudaGetErrorString(err_));                           \
  } while (0)
// CHECK: musaError_t err_ = (call);                                                 \
// CHECK: if (err_ != musaSuccess)                                                   \
// CHECK: std::printf("%s\n", musaGetErrorString(err_));                           \

#define ALLOC(p, n) CHECK(cudaMalloc(&(p), (n)))
// CHECK: #define ALLOC(p, n) CHECK(musaMalloc(&(p), (n)))

void f() {
  float *p;
  ALLOC(p, 16);
  ALLOC(p, 32);
  CHECK(cudaFree(p));
  // CHECK: CHECK(musaFree(p));
  CHECK(cudaDeviceSynchronize());
  // CHECK: CHECK(musaDeviceSynchronize());
}
