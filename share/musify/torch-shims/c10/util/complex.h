// musify stand-in for PyTorch's <c10/util/complex.h>; see musify-torch-api.h.
// c10::complex as PyTorch declares it for host and device code: the parts
// real_ and imag_ are public, arithmetic mixes with the part type, and std::
// has real, imag, abs, arg, norm, conj, exp, log, sqrt and polar for it.
#pragma once
#include "../../musify-torch-api.h"
// Compiled for CUDA, PyTorch's complex.h includes Thrust's (it converts
// from and to thrust::complex), and with it CCCL's <cuda/cmath>:
// extensions call ::cuda::ceil_div without including it (gsplat).
#if defined(__CUDACC__)
#include <thrust/complex.h>
#endif

namespace c10 {
template <typename T> struct alignas(sizeof(T) * 2) complex {
  using value_type = T;
  T real_ = T(0);
  T imag_ = T(0);
  constexpr complex() = default;
  __host__ __device__ constexpr complex(const T &re, const T &im = T())
      : real_(re), imag_(im) {}
  template <typename U>
  __host__ __device__ explicit constexpr complex(const complex<U> &other)
      : real_(other.real_), imag_(other.imag_) {}
  __host__ __device__ constexpr T real() const { return real_; }
  __host__ __device__ constexpr T imag() const { return imag_; }
  __host__ __device__ complex &operator+=(const complex &other);
  __host__ __device__ complex &operator-=(const complex &other);
  __host__ __device__ complex &operator*=(const complex &other);
  __host__ __device__ complex &operator/=(const complex &other);
  __host__ __device__ complex &operator+=(const T &other);
  __host__ __device__ complex &operator-=(const T &other);
  __host__ __device__ complex &operator*=(const T &other);
  __host__ __device__ complex &operator/=(const T &other);
};

#define MUSIFY_TORCH_COMPLEX_OP(OP)                                            \
  template <typename T>                                                        \
  __host__ __device__ complex<T> operator OP(const complex<T> &a,              \
                                             const complex<T> &b);             \
  template <typename T>                                                        \
  __host__ __device__ complex<T> operator OP(const complex<T> &a, const T &b); \
  template <typename T>                                                        \
  __host__ __device__ complex<T> operator OP(const T &a, const complex<T> &b);
MUSIFY_TORCH_COMPLEX_OP(+)
MUSIFY_TORCH_COMPLEX_OP(-)
MUSIFY_TORCH_COMPLEX_OP(*)
MUSIFY_TORCH_COMPLEX_OP(/)
#undef MUSIFY_TORCH_COMPLEX_OP
template <typename T>
__host__ __device__ complex<T> operator-(const complex<T> &a);
template <typename T>
__host__ __device__ bool operator==(const complex<T> &a, const complex<T> &b);
template <typename T>
__host__ __device__ bool operator!=(const complex<T> &a, const complex<T> &b);
} // namespace c10

namespace std {
template <typename T> __host__ __device__ T real(const c10::complex<T> &z);
template <typename T> __host__ __device__ T imag(const c10::complex<T> &z);
template <typename T> __host__ __device__ T abs(const c10::complex<T> &z);
template <typename T> __host__ __device__ T arg(const c10::complex<T> &z);
template <typename T> __host__ __device__ T norm(const c10::complex<T> &z);
template <typename T>
__host__ __device__ c10::complex<T> conj(const c10::complex<T> &z);
template <typename T>
__host__ __device__ c10::complex<T> exp(const c10::complex<T> &z);
template <typename T>
__host__ __device__ c10::complex<T> log(const c10::complex<T> &z);
template <typename T>
__host__ __device__ c10::complex<T> sqrt(const c10::complex<T> &z);
template <typename T>
__host__ __device__ c10::complex<T> polar(const T &r, const T &theta = T());
} // namespace std
