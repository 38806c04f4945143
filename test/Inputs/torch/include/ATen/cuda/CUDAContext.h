// Minimal stand-in for PyTorch's ATen/cuda/CUDAContext.h, written for
// musify's tests: only the declarations the tests use.
#pragma once
#include <cuda_runtime.h>
namespace c10 {
namespace cuda {
struct CUDAStream {
  cudaStream_t stream() const { return nullptr; }
};
} // namespace cuda
} // namespace c10
namespace at {
namespace cuda {
using c10::cuda::CUDAStream;
inline CUDAStream getCurrentCUDAStream() { return {}; }
} // namespace cuda
} // namespace at
