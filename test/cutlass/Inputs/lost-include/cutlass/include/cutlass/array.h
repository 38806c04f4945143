#pragma once
// CUTLASS's array.h reaches the layouts through its own includes.
#include "cutlass/layout/matrix.h"
namespace cutlass {
template <typename T, int N> struct Array {
  T Storage[N];
};
} // namespace cutlass
