// A stand-in for a CUTLASS header MUTLASS 0.1.1 has no counterpart of
// (cutlass/gemm/device/gemm.h: CUTLASS 2's device-level GEMM).
#pragma once

namespace cutlass {
template <typename T> struct DeviceGemm {
  __host__ __device__ T operator()(T A, T B) const { return A * B; }
};
} // namespace cutlass
