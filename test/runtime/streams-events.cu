// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err

#include <cuda_runtime.h>

float timeIt(void (*work)(cudaStream_t)) {
  // CHECK: float timeIt(void (*work)(musaStream_t)) {
  cudaStream_t stream;
  // CHECK: musaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  // CHECK: musaStreamCreateWithFlags(&stream, musaStreamNonBlocking);
  cudaEvent_t start, stop;
  // CHECK: musaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDefault);
  // CHECK: musaEventCreateWithFlags(&start, musaEventDefault);
  cudaEventCreate(&stop);
  // CHECK: musaEventCreate(&stop);
  cudaEventRecord(start, stream);
  // CHECK: musaEventRecord(start, stream);
  work(stream);
  cudaEventRecord(stop, stream);
  // CHECK: musaEventRecord(stop, stream);
  cudaStreamWaitEvent(stream, stop, 0);
  // CHECK: musaStreamWaitEvent(stream, stop, 0);
  cudaEventSynchronize(stop);
  // CHECK: musaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: musaEventElapsedTime(&ms, start, stop);
  cudaStreamDestroy(stream);
  // CHECK: musaStreamDestroy(stream);
  return ms;
}
