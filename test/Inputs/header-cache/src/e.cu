// A preamble no other file has: not worth precompiling.
#include <cublas_v2.h>

cublasStatus_t run_e(cublasHandle_t h, int n, const float *x, float *y) {
  const float alpha = 2.0f;
  return cublasSaxpy(h, n, &alpha, x, 1, y, 1);
}
