// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// FP8: the E4M3 type has a MUSA counterpart (vllm-musa); the FP4 types of
// CUDA 12.8 have none known.

#include <cuda_fp8.h>
// CHECK: #include <musa_fp8.h>
#include <cuda_fp4.h>
// DIAG: {{.*}}.cu:[[@LINE-1]]:11: warning: header 'cuda_fp4.h' has no MUSA counterpart: CUDA's 4-bit float types: no MUSA counterpart is known (musa_fp8.h holds MUSA's 8-bit ones) [MU1004]

__global__ void quantize(__nv_fp8_e4m3 *out, const float *in, int n) {
  // CHECK: __global__ void quantize(__mt_fp8_e4m3 *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __nv_fp8_e4m3(in[i]);
  // CHECK: out[i] = __mt_fp8_e4m3(in[i]);
}

__global__ void quantize4(__nv_fp4_e2m1 *out, const float *in) {
  // CHECK: __global__ void quantize4(__nv_fp4_e2m1 *out, const float *in) {
  // DIAG: {{.*}}.cu:[[@LINE-2]]:27: warning: '__nv_fp4_e2m1' has no known MUSA counterpart: declared by CUDA 13 cuda_fp4.h; no MUSA counterpart is known [MU1002]
  out[threadIdx.x] = __nv_fp4_e2m1(in[threadIdx.x]);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:22: warning: '__nv_fp4_e2m1' has no known MUSA counterpart
}
