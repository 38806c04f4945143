#include "thresholds.h"
#include <cuda_runtime.h>

__device__ int path() {
#if __CUDA_ARCH__ >= PROJ_CC_VOLTA
  return 2;
#elif PROJ_CC_HOPPER > __CUDA_ARCH__
  return 1;
#elif __CUDA_ARCH__ >= PROJ_NOT_A_NUMBER
  return 3;
#else
  return 0;
#endif
}

#if defined(CUDART_VERSION) && CUDART_VERSION < PROJ_HMASK
__device__ int old_runtime = 1;
#endif

__global__ void kernel(int *out) { *out = path(); }
