// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cublas
// RUN: %only-mapped-notes < %t.err
// cuBLASXt: multi-GPU GEMM on host memory.

#include <cublasXt.h>
// CHECK: #include <mublasXt.h>

void xtGemm(const float *a, const float *b, float *c, size_t n) {
  cublasXtHandle_t handle;
  // CHECK: mublasXtHandle_t handle;
  cublasXtCreate(&handle);
  // CHECK: mublasXtCreate(&handle);
  int devices[1] = {0};
  cublasXtDeviceSelect(handle, 1, devices);
  // CHECK: mublasXtDeviceSelect(handle, 1, devices);
  float alpha = 1, beta = 0;
  cublasXtSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n, b, n,
                &beta, c, n);
  // CHECK: mublasXtSgemm(handle, MUBLAS_OP_N, MUBLAS_OP_N, n, n, n, &alpha, a, n, b, n,
  cublasXtDestroy(handle);
  // CHECK: mublasXtDestroy(handle);
}
