// A stand-in for CUTLASS's cutlass/cutlass.h: the CUDA side of the test.
#pragma once
#include <cuda_fp16.h>

// As CUTLASS's helper_macros.hpp: device functions only under nvcc (or
// Clang in CUDA mode).
#if defined(__CUDACC__)
#define CUTLASS_HOST_DEVICE __forceinline__ __device__ __host__
#define CUTLASS_DEVICE __forceinline__ __device__
#else
#define CUTLASS_HOST_DEVICE inline
#define CUTLASS_DEVICE inline
#endif
#define CUTLASS_GLOBAL __global__

namespace cutlass {
CUTLASS_HOST_DEVICE void stop_if(bool Failed) {
#if defined(__CUDA_ARCH__)
  if (Failed)
    asm volatile("brkpt;");
#endif
}

CUTLASS_DEVICE unsigned lane_sum(unsigned V) {
  return V + __shfl_xor_sync(0xffffffff, V, 1);
}
} // namespace cutlass
