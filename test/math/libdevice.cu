// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: %only-mapped-notes < %t.err
// Device math: the standard functions are spelled the same; direct calls of
// libdevice's __nv_* functions follow Moore Threads' tables (__mt_*).

// Code that calls libdevice directly declares the functions itself.
extern "C" __device__ float __nv_fast_sinf(float);
// CHECK: extern "C" __device__ float __mt_fast_sinf(float);

__global__ void waves(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  x[i] = sinf(x[i]) + __expf(x[i]) + rsqrtf(2.0f);
  // CHECK: x[i] = sinf(x[i]) + __expf(x[i]) + rsqrtf(2.0f);
  x[i] += __nv_fast_sinf(x[i]);
  // CHECK: x[i] += __mt_fast_sinf(x[i]);
}
