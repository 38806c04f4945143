// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// cuBLASLt as a fused GEMM uses it: handle, operation descriptor, layouts.
// Epilogue attributes newer than Moore Threads' tables are reported.

#include <cublasLt.h>
// CHECK: #include <mublasLt.h>

void matmul(cublasLtHandle_t lt, const float *a, const float *b, float *c,
            int n, cudaStream_t stream) {
  // CHECK: void matmul(mublasLtHandle_t lt, const float *a, const float *b, float *c,
  // CHECK: int n, musaStream_t stream) {
  cublasLtMatmulDesc_t op;
  // CHECK: mublasLtMatmulDesc_t op;
  cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  // CHECK: mublasLtMatmulDescCreate(&op, MUBLAS_COMPUTE_32F, MUSA_R_32F);
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_BIAS;
  // CHECK: mublasLtEpilogue_t epilogue = MUBLASLT_EPILOGUE_BIAS;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
                                 sizeof(epilogue));
  // CHECK: mublasLtMatmulDescSetAttribute(op, MUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
  cublasLtMatrixLayout_t la;
  // CHECK: mublasLtMatrixLayout_t la;
  cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, n, n, n);
  // CHECK: mublasLtMatrixLayoutCreate(&la, MUSA_R_32F, n, n, n);
  float alpha = 1, beta = 0;
  cublasLtMatmul(lt, op, &alpha, a, la, b, la, &beta, c, la, c, la, nullptr,
                 nullptr, 0, stream);
  // CHECK: mublasLtMatmul(lt, op, &alpha, a, la, b, la, &beta, c, la, c, la, nullptr,
  int fp8 = CUBLASLT_MATMUL_DESC_A_SCALE_POINTER;
  // CHECK: int fp8 = CUBLASLT_MATMUL_DESC_A_SCALE_POINTER;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:13: warning: 'CUBLASLT_MATMUL_DESC_A_SCALE_POINTER' has no known MUSA counterpart: declared by CUDA 13 cublasLt.h; no MUSA counterpart is known [MU1002]
  (void)fp8;
  cublasLtMatrixLayoutDestroy(la);
  cublasLtMatmulDescDestroy(op);
  // CHECK: mublasLtMatrixLayoutDestroy(la);
  // CHECK: mublasLtMatmulDescDestroy(op);
}
