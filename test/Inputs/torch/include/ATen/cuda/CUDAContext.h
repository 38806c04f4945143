// Minimal stand-in for PyTorch's ATen/cuda/CUDAContext.h, written for
// musify's tests: only the declarations the tests use.
#pragma once
#include <cuda_runtime.h>
#include <c10/cuda/CUDAStream.h>
namespace at {
namespace cuda {
using namespace c10::cuda;
inline int warp_size() { return 32; }
inline bool get_p2p_access(int source, int dest) { return source == dest; }
inline void *getCurrentCUDASparseHandle() { return nullptr; }
inline cudaDeviceProp *getCurrentDeviceProperties() { return nullptr; }
} // namespace cuda
} // namespace at
