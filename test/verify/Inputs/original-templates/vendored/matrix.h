// A project's own copy of a CUTLASS 2 header, with the mistake of the real
// one: a member function of a class template calls set_slice3x3 where the
// member is set_slice_3x3. nvcc looks the name up only where the template
// is instantiated, and nothing instantiates it; Clang 19 rejects it where
// it is defined.
#pragma once

template <typename T> struct Matrix3 {
  T Data[9];
  __host__ __device__ void set_slice_3x3(T V) {
    for (T &D : Data)
      D = V;
  }
  __host__ __device__ void reset() { this->set_slice3x3(T(0)); }
};
