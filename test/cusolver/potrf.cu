// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cusolver
// RUN: %only-mapped-notes < %t.err
// cuSOLVER dense API as a Cholesky solve uses it.

#include <cusolverDn.h>
// CHECK: #include <musolverDn.h>

int cholesky(float *a, int n, float *work, int lwork, int *info) {
  cusolverDnHandle_t handle;
  // CHECK: musolverDnHandle_t handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
    // CHECK: if (musolverDnCreate(&handle) != MUSOLVER_STATUS_SUCCESS)
    return -1;
  int needed = 0;
  cusolverDnSpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, a, n, &needed);
  // CHECK: musolverDnSpotrf_bufferSize(handle, MUBLAS_FILL_MODE_LOWER, n, a, n, &needed);
  cusolverStatus_t s = cusolverDnSpotrf(handle, CUBLAS_FILL_MODE_LOWER, n, a,
                                        n, work, lwork, info);
  // CHECK: musolverStatus_t s = musolverDnSpotrf(handle, MUBLAS_FILL_MODE_LOWER, n, a,
  cusolverDnDestroy(handle);
  // CHECK: musolverDnDestroy(handle);
  return s == CUSOLVER_STATUS_SUCCESS && needed <= lwork ? 0 : 1;
  // CHECK: return s == MUSOLVER_STATUS_SUCCESS && needed <= lwork ? 0 : 1;
}
