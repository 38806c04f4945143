/* Part of musify, under the Apache License v2.0 with LLVM Exceptions.
 *
 * nvcc declares CUDA's loads and stores with a cache hint (__ldcg, __ldca,
 * __ldcs, __ldlu, __ldcv, __stwb, __stcg, __stcs, __stwt: the CUDA C++
 * Programming Guide's "Load Functions Using Cache Hints" and "Store
 * Functions Using Cache Hints") for device code in sm_32_intrinsics.h,
 * which Clang 19's CUDA wrapper headers do not include; Clang rejects a
 * kernel that calls one (`no matching function for call to '__ldcs'`).
 * musify force-includes this file (-include) in its parses and in
 * --verify's compiles of CUDA sources, on both sides of the comparison, as
 * it does nvcc_host_math.h. Each is defined as the plain load or store it
 * hints at: the hint changes where the data is cached, not what is read or
 * written. It never reaches the migrated code. */
#ifndef MUSIFY_NVCC_CACHE_HINTS_H
#define MUSIFY_NVCC_CACHE_HINTS_H
#if defined(__cplusplus) && defined(__CUDA__)

/* The element types sm_32_intrinsics.h gives each function (CUDA 13). */
#define MUSIFY_CACHE_HINT_TYPES(X)                                             \
  X(char) X(signed char) X(short) X(int) X(long) X(long long)                  \
  X(unsigned char) X(unsigned short) X(unsigned int) X(unsigned long)          \
  X(unsigned long long) X(char2) X(char4) X(short2) X(short4) X(int2)          \
  X(int4) X(longlong2) X(uchar2) X(uchar4) X(ushort2) X(ushort4) X(uint2)      \
  X(uint4) X(ulonglong2) X(float) X(double) X(float2) X(float4) X(double2)

#define MUSIFY_CACHE_HINT_LOAD(T)                                              \
  static __device__ __inline__ T MUSIFY_LOAD_NAME(const T *Ptr) {              \
    return *Ptr;                                                               \
  }
#define MUSIFY_CACHE_HINT_STORE(T)                                             \
  static __device__ __inline__ void MUSIFY_STORE_NAME(T *Ptr, T Value) {       \
    *Ptr = Value;                                                              \
  }

#define MUSIFY_LOAD_NAME __ldcg
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_LOAD)
#undef MUSIFY_LOAD_NAME
#define MUSIFY_LOAD_NAME __ldca
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_LOAD)
#undef MUSIFY_LOAD_NAME
#define MUSIFY_LOAD_NAME __ldcs
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_LOAD)
#undef MUSIFY_LOAD_NAME
#define MUSIFY_LOAD_NAME __ldlu
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_LOAD)
#undef MUSIFY_LOAD_NAME
#define MUSIFY_LOAD_NAME __ldcv
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_LOAD)
#undef MUSIFY_LOAD_NAME

#define MUSIFY_STORE_NAME __stwb
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_STORE)
#undef MUSIFY_STORE_NAME
#define MUSIFY_STORE_NAME __stcg
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_STORE)
#undef MUSIFY_STORE_NAME
#define MUSIFY_STORE_NAME __stcs
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_STORE)
#undef MUSIFY_STORE_NAME
#define MUSIFY_STORE_NAME __stwt
MUSIFY_CACHE_HINT_TYPES(MUSIFY_CACHE_HINT_STORE)
#undef MUSIFY_STORE_NAME

#undef MUSIFY_CACHE_HINT_LOAD
#undef MUSIFY_CACHE_HINT_STORE
#undef MUSIFY_CACHE_HINT_TYPES

#endif
#endif
