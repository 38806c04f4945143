// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cufft
// RUN: %only-mapped-notes < %t.err
// cuFFT as signal code uses it: plans, streams, complex-to-complex transforms.

#include <cufft.h>
// CHECK: #include <mufft.h>

int transform(cufftComplex *data, int n, cudaStream_t stream) {
  // CHECK: int transform(mufftComplex *data, int n, musaStream_t stream) {
  cufftHandle plan;
  // CHECK: mufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    // CHECK: if (mufftPlan1d(&plan, n, MUFFT_C2C, 1) != MUFFT_SUCCESS)
    return -1;
  cufftSetStream(plan, stream);
  // CHECK: mufftSetStream(plan, stream);
  cufftResult r = cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  // CHECK: mufftResult r = mufftExecC2C(plan, data, data, MUFFT_FORWARD);
  cufftDestroy(plan);
  // CHECK: mufftDestroy(plan);
  return r == CUFFT_SUCCESS ? 0 : 1;
  // CHECK: return r == MUFFT_SUCCESS ? 0 : 1;
}
