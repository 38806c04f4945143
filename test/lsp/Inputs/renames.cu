// A cuBLAS program whose port is renames only. The comments hold text that
// is not ASCII (größer, 😀), so that positions are counted in UTF-16.
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      std::printf("CUDA error: %s\n", cudaGetErrorString(err_));               \
  } while (0)

int main() {
  const int n = 4;
  float *a, *b, *c;
  CUDA_CHECK(cudaMalloc(&a, n * n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&b, n * n * sizeof(float)));
  /* größer 😀 */ CUDA_CHECK(cudaMalloc(&c, n * n * sizeof(float)));
  cublasHandle_t handle;
  cublasCreate(&handle);
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n,
              &zero, c, n);
  /* größer 😀 */ int atomics = CUBLAS_ATOMICS_ALLOWED;
  int again = CUBLAS_ATOMICS_ALLOWED;
  std::printf("%d %d\n", atomics, again);
  cublasDestroy(handle);
  CUDA_CHECK(cudaDeviceSynchronize());
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return 0;
}
