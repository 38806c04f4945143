// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err

#include <cstdio>
#include <cuda_runtime.h>

const char *describe(enum cudaError e) {
  // CHECK: const char *describe(enum musaError e) {
  switch (e) {
  case cudaSuccess:
    // CHECK: case musaSuccess:
    return "ok";
  case cudaErrorMemoryAllocation:
    // CHECK: case musaErrorMemoryAllocation:
    return "out of memory";
  default:
    return cudaGetErrorName(e);
    // CHECK: return musaGetErrorName(e);
  }
}

bool check() {
  cudaError_t err = cudaGetLastError();
  // CHECK: musaError_t err = musaGetLastError();
  if (err != cudaSuccess || cudaPeekAtLastError() != cudaSuccess) {
    // CHECK: if (err != musaSuccess || musaPeekAtLastError() != musaSuccess) {
    std::fprintf(stderr, "%s\n", cudaGetErrorString(err));
    // CHECK: std::fprintf(stderr, "%s\n", musaGetErrorString(err));
    return false;
  }
  return true;
}
