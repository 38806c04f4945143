// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cusparse
// RUN: %only-mapped-notes < %t.err
// cuSPARSE generic API as a CSR SpMV uses it.

#include <cusparse.h>
// CHECK: #include <musparse.h>

void spmv(int rows, int cols, int nnz, int *rowPtr, int *colInd, float *vals,
          float *x, float *y, void *buffer) {
  cusparseHandle_t handle;
  // CHECK: musparseHandle_t handle;
  cusparseCreate(&handle);
  // CHECK: musparseCreate(&handle);
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t vx, vy;
  // CHECK: musparseSpMatDescr_t A;
  // CHECK: musparseDnVecDescr_t vx, vy;
  cusparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // CHECK: musparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals,
  // CHECK: MUSPARSE_INDEX_32I, MUSPARSE_INDEX_32I,
  // CHECK: MUSPARSE_INDEX_BASE_ZERO, MUSA_R_32F);
  cusparseCreateDnVec(&vx, cols, x, CUDA_R_32F);
  cusparseCreateDnVec(&vy, rows, y, CUDA_R_32F);
  // CHECK: musparseCreateDnVec(&vx, cols, x, MUSA_R_32F);
  // CHECK: musparseCreateDnVec(&vy, rows, y, MUSA_R_32F);
  float alpha = 1.0f, beta = 0.0f;
  cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta,
               vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // CHECK: musparseSpMV(handle, MUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta,
  // CHECK: vy, MUSA_R_32F, MUSPARSE_SPMV_ALG_DEFAULT, buffer);
  cusparseDestroySpMat(A);
  // CHECK: musparseDestroySpMat(A);
  cusparseDestroy(handle);
  // CHECK: musparseDestroy(handle);
}
