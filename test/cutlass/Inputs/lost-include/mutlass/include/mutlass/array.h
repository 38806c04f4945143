#pragma once
// MUTLASS's array.h does not include the layouts.
namespace mutlass {
template <typename T, int N> struct Array {
  T Storage[N];
};
} // namespace mutlass
