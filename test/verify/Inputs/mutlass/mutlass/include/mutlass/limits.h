// A stand-in for MUTLASS 0.1.1's half.h: the specialization of
// numeric_limits for half_t is written in a namespace platform outside
// mutlass, so mutlass::platform::numeric_limits<mutlass::half_t> has none.
#pragma once

namespace mutlass {
struct half_t { unsigned short storage; };
namespace platform {
template <typename T> struct numeric_limits;
} // namespace platform
} // namespace mutlass

namespace platform {
template <typename T> struct numeric_limits;
template <> struct numeric_limits<mutlass::half_t> {
  __host__ __device__ static int digits() { return 11; }
};
} // namespace platform
