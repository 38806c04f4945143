#pragma once
#include <cuda_runtime.h>

inline cudaError_t demoSync() { return cudaDeviceSynchronize(); }
