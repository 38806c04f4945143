// Minimal stand-in for PyTorch's c10/cuda/CUDAGuard.h, written for
// musify's tests.
#pragma once
namespace c10 {
namespace cuda {
struct CUDAGuard {
  explicit CUDAGuard(int device) : device(device) {}
  int device;
};
} // namespace cuda
} // namespace c10
