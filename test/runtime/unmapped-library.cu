// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// A CUDA SDK declaration that no rule covers is reported where it is used;
// a CUDA macro (cublasCreate expands to cublasCreate_v2) once, at the macro.

#include <cublas_v2.h>
// CHECK: #include <mublas.h>

void gemm() {
  cublasHandle_t handle;
  // CHECK: cublasHandle_t handle;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: API 'cublasHandle_t' comes from the CUDA SDK (cublas_api.h) but no rule covers it; left unchanged [MU1003]
  // DIAG-NEXT: note: port it by hand, or add a rule for it (see docs/rules.md)
  cublasCreate(&handle);
  // CHECK: cublasCreate(&handle);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: macro 'cublasCreate' comes from the CUDA SDK (cublas_v2.h) but no rule covers it; left unchanged [MU1003]
  cudaStream_t stream = nullptr;
  // CHECK: musaStream_t stream = nullptr;
  (void)stream;
}
