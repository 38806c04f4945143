// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cuh
// RUN: %musify --quiet %t.cuh 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: count 0 < %t.err
// A header given alone is parsed as CUDA on its own.
#pragma once
#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>
template <typename T> cudaError_t zero(T *p, size_t n, cudaStream_t s) {
  // CHECK: template <typename T> musaError_t zero(T *p, size_t n, musaStream_t s) {
  return cudaMemsetAsync(p, 0, n * sizeof(T), s);
  // CHECK: return musaMemsetAsync(p, 0, n * sizeof(T), s);
}
