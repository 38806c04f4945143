#pragma once
#include <cuda_runtime.h>
// Included by both translation units: migrated once.
inline cudaError_t syncAll() { return cudaDeviceSynchronize(); }
#ifdef __CUDA_ARCH__
__device__ inline int arch() { return __CUDA_ARCH__; }
#endif
