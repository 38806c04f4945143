// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err

#include <cuda_runtime.h>

int smCount(int device) {
  cudaDeviceProp prop;
  // CHECK: musaDeviceProp prop;
  cudaGetDeviceProperties(&prop, device);
  // CHECK: musaGetDeviceProperties(&prop, device);
  int value = 0;
  cudaDeviceGetAttribute(&value, cudaDevAttrMultiProcessorCount, device);
  // CHECK: musaDeviceGetAttribute(&value, musaDevAttrMultiProcessorCount, device);
  // Members of CUDA structs keep their names.
  return prop.multiProcessorCount + prop.major * 0 + value * 0;
  // CHECK: return prop.multiProcessorCount + prop.major * 0 + value * 0;
}

int count() {
  int n = 0;
  cudaGetDeviceCount(&n);
  // CHECK: musaGetDeviceCount(&n);
  cudaSetDevice(n - 1);
  // CHECK: musaSetDevice(n - 1);
  cudaDeviceSynchronize();
  // CHECK: musaDeviceSynchronize();
  return n;
}
