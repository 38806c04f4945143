// A stand-in for MUTLASS's counterpart, which is C++17 code as MUTLASS is
// (mute/util/type_traits.hpp takes std::conjunction): a port built at
// C++14 fails here.
#pragma once
#include <type_traits>

namespace mutlass {
template <bool... B>
struct all_of : std::conjunction<std::bool_constant<B>...> {};
} // namespace mutlass
