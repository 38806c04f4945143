// A stand-in for CUTLASS's cutlass/matrix.h.
#pragma once

namespace cutlass {
template <typename T> struct Matrix {
  T Data[9];
  __host__ __device__ void set_slice_3x3(T V) {
    for (T &D : Data)
      D = V;
  }
  __host__ __device__ void reset() { set_slice_3x3(T(0)); }
};
} // namespace cutlass
