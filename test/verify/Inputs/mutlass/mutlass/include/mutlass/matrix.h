// A stand-in for MUTLASS's mutlass/matrix.h, with the mistake of the real
// one (MUTLASS 0.1.1): a member template calls set_slice3x3 where the member
// is set_slice_3x3. Clang 19 rejects it where it is defined; mcc's Clang 14
// did not look until it was instantiated.
#pragma once

namespace mutlass {
template <typename T> struct Matrix {
  T Data[9];
  __host__ __device__ void set_slice_3x3(T V) {
    for (T &D : Data)
      D = V;
  }
  __host__ __device__ void reset() { this->set_slice3x3(T(0)); }
};
} // namespace mutlass
