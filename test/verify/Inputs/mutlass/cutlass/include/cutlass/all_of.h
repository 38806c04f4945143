// A stand-in for a CUTLASS 2 header, written at C++11: what a CUTLASS 2
// project built at C++14 includes.
#pragma once
#include <type_traits>

namespace cutlass {
template <bool... B> struct all_of : std::true_type {};
template <bool... B> struct all_of<false, B...> : std::false_type {};
template <bool... B> struct all_of<true, B...> : all_of<B...> {};
} // namespace cutlass
