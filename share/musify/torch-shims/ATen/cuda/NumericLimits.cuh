// musify stand-in for PyTorch's <ATen/cuda/NumericLimits.cuh>; see
// musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"

namespace at {
// The limits of a type in device code, the reduced types' included.
template <typename T> struct numeric_limits {
  static __host__ __device__ T lowest();
  static __host__ __device__ T max();
  static __host__ __device__ T lower_bound();
  static __host__ __device__ T upper_bound();
};
} // namespace at
