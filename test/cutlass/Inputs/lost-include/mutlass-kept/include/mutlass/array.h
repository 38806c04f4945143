#pragma once
// CUTLASS's array.h reaches the layouts through its own includes.
#include "mutlass/layout/matrix.h"
namespace mutlass {
template <typename T, int N> struct Array {
  T Storage[N];
};
} // namespace mutlass
