// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: %only-mapped-notes < %t.err
// The exclusion markers of Moore Threads' musify-text keep working: marked
// lines are neither migrated nor reported.

#include <cuda_runtime.h>

void f(void *p) {
  cudaFree(p); // MUSIFY_EXCL_LINE
  // CHECK: cudaFree(p); // MUSIFY_EXCL_LINE
  cudaFree(p);
  // CHECK: musaFree(p);
  // MUSIFY_EXCL_START
  cudaDeviceSynchronize();
  cudaLaunchKernelEx(nullptr, f, p);
  // MUSIFY_EXCL_STOP
  // CHECK: cudaDeviceSynchronize();
  // CHECK: cudaLaunchKernelEx(nullptr, f, p);
  cudaDeviceReset();
  // CHECK: musaDeviceReset();
}
