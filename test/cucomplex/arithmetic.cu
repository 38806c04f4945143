// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuC
// RUN: %only-mapped-notes < %t.err
// Complex arithmetic in device code.

#include <cuComplex.h>
// CHECK: #include <muComplex.h>

__global__ void rotate(cuFloatComplex *z, cuDoubleComplex *w, int n) {
  // CHECK: __global__ void rotate(muFloatComplex *z, muDoubleComplex *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuFloatComplex r = make_cuFloatComplex(0.0f, 1.0f);
  // CHECK: muFloatComplex r = make_muFloatComplex(0.0f, 1.0f);
  z[i] = cuCmulf(z[i], r);
  // CHECK: z[i] = muCmulf(z[i], r);
  w[i] = cuCadd(w[i], make_cuDoubleComplex(cuCabsf(z[i]), 0.0));
  // CHECK: w[i] = muCadd(w[i], make_muDoubleComplex(muCabsf(z[i]), 0.0));
}
