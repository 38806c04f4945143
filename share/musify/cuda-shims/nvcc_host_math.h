/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * nvcc declares CUDA's integer and floating-point min() and max() for host
 * code too (crt/math_functions.h and .hpp: `min(M, 8)` in a host function
 * compiles with nvcc), while Clang's CUDA wrapper headers keep them
 * device-only, so Clang rejects such a call. musify force-includes this
 * file (-include) in its parses and in --verify's compiles of CUDA sources,
 * on both sides of the comparison: the same overloads as host functions,
 * which Clang lets stand beside the device ones. CUDA 13.0's set, measured
 * with nvcc. It never reaches the migrated code. */
#ifndef MUSIFY_NVCC_HOST_MATH_H
#define MUSIFY_NVCC_HOST_MATH_H
#if defined(__cplusplus) && defined(__CUDA__)

#define MUSIFY_HOST_MIN_MAX(R, A, B)                                           \
  static inline __host__ R min(const A a, const B b) {                         \
    return static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }                                                                            \
  static inline __host__ R max(const A a, const B b) {                         \
    return static_cast<R>(a) > static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }
MUSIFY_HOST_MIN_MAX(int, int, int)
MUSIFY_HOST_MIN_MAX(unsigned int, unsigned int, unsigned int)
MUSIFY_HOST_MIN_MAX(unsigned int, int, unsigned int)
MUSIFY_HOST_MIN_MAX(unsigned int, unsigned int, int)
MUSIFY_HOST_MIN_MAX(long int, long int, long int)
MUSIFY_HOST_MIN_MAX(unsigned long int, unsigned long int, unsigned long int)
MUSIFY_HOST_MIN_MAX(unsigned long int, long int, unsigned long int)
MUSIFY_HOST_MIN_MAX(unsigned long int, unsigned long int, long int)
MUSIFY_HOST_MIN_MAX(long long int, long long int, long long int)
MUSIFY_HOST_MIN_MAX(unsigned long long int, unsigned long long int,
                    unsigned long long int)
MUSIFY_HOST_MIN_MAX(unsigned long long int, long long int,
                    unsigned long long int)
MUSIFY_HOST_MIN_MAX(unsigned long long int, unsigned long long int,
                    long long int)
#undef MUSIFY_HOST_MIN_MAX

/* As nvcc's host versions: fminf/fmaxf and fmin/fmax. */
static inline __host__ float min(const float a, const float b) {
  return __builtin_fminf(a, b);
}
static inline __host__ float max(const float a, const float b) {
  return __builtin_fmaxf(a, b);
}
static inline __host__ double min(const double a, const double b) {
  return __builtin_fmin(a, b);
}
static inline __host__ double max(const double a, const double b) {
  return __builtin_fmax(a, b);
}
static inline __host__ double min(const float a, const double b) {
  return __builtin_fmin(a, b);
}
static inline __host__ double max(const float a, const double b) {
  return __builtin_fmax(a, b);
}
static inline __host__ double min(const double a, const float b) {
  return __builtin_fmin(a, b);
}
static inline __host__ double max(const double a, const float b) {
  return __builtin_fmax(a, b);
}

#endif
#endif
