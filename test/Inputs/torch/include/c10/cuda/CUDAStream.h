// Minimal stand-in for PyTorch's c10/cuda/CUDAStream.h, written for
// musify's tests.
#pragma once
#include <cuda_runtime.h>
namespace c10 {
namespace cuda {
struct CUDAStream {
  cudaStream_t stream() const { return nullptr; }
};
inline CUDAStream getCurrentCUDAStream(int device = -1) { return {}; }
inline CUDAStream getStreamFromPool(bool high_priority = false) { return {}; }
inline int current_device() { return 0; }
} // namespace cuda
} // namespace c10
