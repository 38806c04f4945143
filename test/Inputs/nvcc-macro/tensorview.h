// A helper header that selects its spellings by compiler, as mmcv's spconv
// tensorview.h does: nvcc, hipcc and mcc get __host__ __device__ helpers.
#pragma once
#if defined(__NVCC__) || defined(__HIP__) || defined(__MUSA__)
#define TV_HOST_DEVICE_INLINE __forceinline__ __device__ __host__
#else
#define TV_HOST_DEVICE_INLINE inline
#endif

template <typename T, int N> struct SimpleVector {
  TV_HOST_DEVICE_INLINE const T &operator[](int I) const { return Data[I]; }
  T Data[N];
};
