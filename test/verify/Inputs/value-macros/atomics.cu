#include <cuda_runtime.h>
#include <cuda_fp16.h>

// A fallback taken by old toolkits, as PyTorch extensions write it: on MUSA
// CUDA_VERSION is not defined, so with mcc the test would be true there; the
// port decides it at torch_musa's 10400 (false).
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700 || CUDA_VERSION < 10000)
__device__ inline void add(float *A, float V) { atomicAdd(A, V); }
#else
__device__ inline void add(float *A, float V) { atomicAdd(A, V); }
#endif

__global__ void accumulate(float *A, float V) { add(A, V); }

int main() {
  float *A = nullptr;
  if (cudaMalloc(&A, sizeof(float)) != cudaSuccess)
    return 1;
  accumulate<<<1, 1>>>(A, 1.0f);
  return cudaFree(A) != cudaSuccess;
}
