// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: count 0 < %t.err
// Comments and string literals are never changed, whatever they mention.

#include <cstdio>
#include <cuda_runtime.h>

// cudaMalloc allocates device memory; see cuda_runtime.h.
// CHECK: // cudaMalloc allocates device memory; see cuda_runtime.h.
/* cudaFree(p) releases it */
// CHECK: /* cudaFree(p) releases it */
void f(void *p) {
  std::puts("cudaFree failed");
  // CHECK: std::puts("cudaFree failed");
  std::puts(R"(cudaMalloc: "raw" string)");
  // CHECK: std::puts(R"(cudaMalloc: "raw" string)");
  char c = 'c';
  const char *name = u8"cudaStream_t";
  // CHECK: const char *name = u8"cudaStream_t";
  cudaFree(p); /* cudaFree */ // cudaFree
  // CHECK: musaFree(p); /* cudaFree */ // cudaFree
  (void)c, (void)name;
}
#if 0
#error "cudaMalloc is not available"
#endif
// CHECK: #error "cudaMalloc is not available"
