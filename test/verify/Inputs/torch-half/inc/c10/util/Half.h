#pragma once
// A stand-in for PyTorch's c10::Half as far as the test needs: it converts
// to and from CUDA's __half, so that with CUDA's half operators an
// expression of two Halfs is ambiguous, as with PyTorch's real header.
#include <cuda_fp16.h>
namespace c10 {
struct Half {
  unsigned short x;
  Half() = default;
  __host__ __device__ Half(float) : x(0) {}
  __host__ __device__ Half(const __half &) : x(0) {}
  __host__ __device__ operator float() const { return 0.f; }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  __host__ __device__ operator __half() const { return __half(); }
#endif
};
} // namespace c10
