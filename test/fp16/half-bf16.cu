// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: %only-mapped-notes < %t.err
// Half and bfloat16 arithmetic. MUSA spells __half, half2 and the
// intrinsics the same; the bfloat16 type names follow ggml's MUSA port.

#include <cuda_fp16.h>
// CHECK: #include <musa_fp16.h>
#include <cuda_bf16.h>
// CHECK: #include <musa_bf16.h>

__global__ void axpy(__half *y, const __half *x, __half a, int n) {
  // CHECK: __global__ void axpy(__half *y, const __half *x, __half a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma(a, x[i], y[i]);
  // CHECK: y[i] = __hfma(a, x[i], y[i]);
}

__global__ void toBf16(nv_bfloat16 *out, const float *in, int n) {
  // CHECK: __global__ void toBf16(__mt_bfloat16 *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2bfloat16(in[i]);
  // CHECK: out[i] = __float2bfloat16(in[i]);
  __nv_bfloat162 pair = __floats2bfloat162_rn(in[0], in[1]);
  // CHECK: __mt_bfloat162 pair = __floats2bfloat162_rn(in[0], in[1]);
  half2 h = __floats2half2_rn(in[0], in[1]);
  // CHECK: half2 h = __floats2half2_rn(in[0], in[1]);
  (void)pair, (void)h;
}
