/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * CUB's operator functors of CUDA 11 and 12 (cub::Sum, cub::Max, cub::Min,
 * cub::Equality, cub::Inequality, cub::Difference, cub::Division: the CUB
 * of CCCL 2, thread/thread_operators.cuh) are gone from CUDA 13's CCCL 3,
 * which keeps ArgMax, ArgMin and InequalityWrapper there and spells the
 * others cuda::std::plus, cuda::maximum and so on. Code written for CUDA 12
 * that reduces with `cub::Max()` then failed to parse with CUDA 13's
 * headers ("no member named 'Max' in namespace 'cub'": FasterTransformer's
 * longformer and attention kernels), went to the token-level pass, and
 * --verify could not check it. Where the toolkit is CUDA 13 or later, this
 * file declares them again, each doing what CUB 2's did, in namespace cub
 * (which CCCL 3 opens with an inline namespace inside it, so that the names
 * are found as cub::Max). musify force-includes it (-include) in its
 * parses and in --verify's compiles of CUDA sources, on both sides of the
 * comparison, as nvcc_cuda12_calls.h; a CUDA 12 toolkit declares these
 * itself and gets nothing from it. It never reaches the migrated code. */
#ifndef MUSIFY_NVCC_CUDA12_CUB_FUNCTORS_H
#define MUSIFY_NVCC_CUDA12_CUB_FUNCTORS_H
#if defined(__cplusplus) && defined(__CUDA__) && defined(CUDART_VERSION) &&   \
    CUDART_VERSION >= 13000

namespace cub {
/* Each returns a value, as CUB 2's did (Max and Min a common type's). */
#define MUSIFY_CUB_BINARY(Name, Expression)                                    \
  struct Name {                                                                \
    template <typename T, typename U>                                          \
    __host__ __device__ __forceinline__ constexpr auto                         \
    operator()(T &&t, U &&u) const {                                           \
      return Expression;                                                       \
    }                                                                          \
  };
MUSIFY_CUB_BINARY(Sum, t + u)
MUSIFY_CUB_BINARY(Difference, t - u)
MUSIFY_CUB_BINARY(Division, t / u)
MUSIFY_CUB_BINARY(Max, t < u ? u : t)
MUSIFY_CUB_BINARY(Min, u < t ? u : t)
MUSIFY_CUB_BINARY(Equality, bool(t == u))
MUSIFY_CUB_BINARY(Inequality, bool(t != u))
#undef MUSIFY_CUB_BINARY
} // namespace cub

#endif
#endif
