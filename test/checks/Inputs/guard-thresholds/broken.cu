#include <cuda_runtime.h>
#define LOCAL_AMPERE 800

#if __CUDA_ARCH__ >= LOCAL_AMPERE
__device__ int fast = 1;
#endif

__global__ void kernel(int *out) { *out = undeclared_name; }
