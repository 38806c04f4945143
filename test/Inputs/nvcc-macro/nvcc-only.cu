// Code that needs nvcc itself: its port is not proven to build (mcc does
// not define __NVCC__), and the finding on the test says why.
#include <cuda_runtime.h>
#ifndef __NVCC__
#error "this file needs nvcc"
#endif
__global__ void fill(int *P) { *P = 1; }
