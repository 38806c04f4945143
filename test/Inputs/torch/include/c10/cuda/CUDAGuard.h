// Minimal stand-in for PyTorch's c10/cuda/CUDAGuard.h, written for
// musify's tests.
#pragma once
#include <c10/cuda/CUDAStream.h>
namespace c10 {
namespace cuda {
struct CUDAGuard {
  explicit CUDAGuard(int device) : device(device) {}
  int device;
};
struct OptionalCUDAGuard {
  explicit OptionalCUDAGuard(int device) : device(device) {}
  int device;
};
struct CUDAStreamGuard {
  explicit CUDAStreamGuard(CUDAStream s) : stream(s) {}
  CUDAStream stream;
};
} // namespace cuda
} // namespace c10
