// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// Runtime constants that are macros (no AST node) are found through the
// preprocessor.

#include <cuda_runtime.h>

void flags(void **p) {
  cudaHostAlloc(p, 64, cudaHostAllocDefault | cudaHostAllocPortable);
  // CHECK: musaHostAlloc(p, 64, musaHostAllocDefault | musaHostAllocPortable);
  cudaStream_t s = cudaStreamPerThread;
  // CHECK: musaStream_t s = musaStreamPerThread;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  // CHECK: musaStreamCreateWithFlags(&s, musaStreamNonBlocking);
  int version = CUDART_VERSION;
  // CHECK: int version = MUSART_VERSION;
  (void)version;
}
