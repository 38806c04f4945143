// Minimal stand-in for PyTorch's c10/cuda/CUDAException.h, written for
// musify's tests.
#pragma once
#include <cuda_runtime.h>
#define C10_CUDA_CHECK(expr) (void)(expr)
#define C10_CUDA_KERNEL_LAUNCH_CHECK() C10_CUDA_CHECK(cudaGetLastError())
