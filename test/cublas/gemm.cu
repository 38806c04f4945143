// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cublas
// RUN: count 0 < %t.err
// cuBLAS (v2) as GEMM code uses it: handle, stream, math mode, GemmEx with
// compute types, error checks. Every name here is one ggml's MUSA port uses
// (verified, so no MU1005 notes). The compute type is muBLAS's own
// (MUBLAS_COMPUTE_32F, as onnxruntime-musa and paddle_musa write it), not the
// data type MUSA_R_32F ggml's header substitutes.

#include <cublas_v2.h>
// CHECK: #include <mublas.h>
#include <cstdio>

#define CUBLAS_CHECK(call)                                                     \
  do {                                                                         \
    cublasStatus_t s_ = (call);                                                \
    if (s_ != CUBLAS_STATUS_SUCCESS)                                           \
      std::printf("cuBLAS error %d\n", (int)s_);                               \
  } while (0)
// CHECK: #define CUBLAS_CHECK(call)                                                     \
// CHECK: mublasStatus_t s_ = (call);                                                \
// CHECK: if (s_ != MUBLAS_STATUS_SUCCESS)                                           \
// CHECK: std::printf("cuBLAS error %d\n", (int)s_);                               \

void gemm(const float *a, const float *b, float *c, int n, cudaStream_t s) {
  // CHECK: void gemm(const float *a, const float *b, float *c, int n, musaStream_t s) {
  cublasHandle_t handle;
  // CHECK: mublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  // CHECK: CUBLAS_CHECK(mublasCreate(&handle));
  CUBLAS_CHECK(cublasSetStream(handle, s));
  // CHECK: CUBLAS_CHECK(mublasSetStream(handle, s));
  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha,
                           a, n, b, n, &beta, c, n));
  // CHECK: CUBLAS_CHECK(mublasSgemm(handle, MUBLAS_OP_N, MUBLAS_OP_T, n, n, n, &alpha,
  CUBLAS_CHECK(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                            a, CUDA_R_32F, n, b, CUDA_R_32F, n, &beta, c,
                            CUDA_R_32F, n, CUBLAS_COMPUTE_32F,
                            CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  // CHECK: CUBLAS_CHECK(mublasGemmEx(handle, MUBLAS_OP_N, MUBLAS_OP_N, n, n, n, &alpha,
  // CHECK: a, MUSA_R_32F, n, b, MUSA_R_32F, n, &beta, c,
  // CHECK: MUSA_R_32F, n, MUBLAS_COMPUTE_32F,
  // CHECK: MUBLAS_GEMM_DEFAULT));
  // One compute-type variable set from two of the enum's values (llm.c):
  // both must be muBLAS's compute types, or the conditional is an int.
  cublasComputeType_t compute = n > 64 ? CUBLAS_COMPUTE_32F_FAST_TF32
                                       : CUBLAS_COMPUTE_32F;
  // CHECK: mublasComputeType_t compute = n > 64 ? MUBLAS_COMPUTE_32F_FAST_TF32
  // CHECK: : MUBLAS_COMPUTE_32F;
  CUBLAS_CHECK(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                            a, CUDA_R_32F, n, b, CUDA_R_32F, n, &beta, c,
                            CUDA_R_32F, n, compute, CUBLAS_GEMM_DEFAULT));
  // CHECK: CUBLAS_CHECK(mublasGemmEx(handle, MUBLAS_OP_N, MUBLAS_OP_N, n, n, n, &alpha,
  // CHECK: a, MUSA_R_32F, n, b, MUSA_R_32F, n, &beta, c,
  // CHECK: MUSA_R_32F, n, compute, MUBLAS_GEMM_DEFAULT));
  CUBLAS_CHECK(cublasDestroy(handle));
  // CHECK: CUBLAS_CHECK(mublasDestroy(handle));
}

