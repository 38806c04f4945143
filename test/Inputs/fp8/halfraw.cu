// The half-precision conversions to FP8, as ColossalAI's cast_functor.h
// writes them: MUSA has no name of theirs, so the port converts the half's
// float value, as CUDA's own cuda_fp8.hpp does off sm_89.
#include <cuda_fp16.h>
#include <cuda_fp8.h>

// A call in a macro's body is rewritten there, once for every expansion.
#define CONVERT(X) __nv_cvt_halfraw_to_fp8(X, __NV_SATFINITE, __NV_E5M2)
#define CONVERT2(X, KIND)                                                      \
  __nv_cvt_halfraw2_to_fp8x2(X,                                                \
                             __NV_SATFINITE, KIND)
#define INNER(X) CONVERT(X)
// Where the function is an argument, another expansion may pass another one,
// and where one parameter stands for several arguments, there is no place to
// write them: these calls are left as they are (MU1006).
#define APPLY(F, X) F(X, __NV_SATFINITE, __NV_E4M3)
#define ALL(...) __nv_cvt_halfraw_to_fp8(__VA_ARGS__)
#define ID(Y) Y

__global__ void fromHalf(const __half *In, __nv_fp8_storage_t *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = __nv_cvt_halfraw_to_fp8(In[I], __NV_SATFINITE, __NV_E4M3);
}

__global__ void fromBits(const unsigned short *In, unsigned char *Out) {
  __half_raw Tmp;
  Tmp.x = In[threadIdx.x];
  __nv_fp8_storage_t Res = CONVERT(Tmp);
  Out[threadIdx.x] = static_cast<unsigned char>(Res) + CONVERT(__half_raw()) +
                     INNER(Tmp);
}

__global__ void byName(const __half_raw *In, __nv_fp8_storage_t *Out) {
  Out[threadIdx.x] = APPLY(__nv_cvt_halfraw_to_fp8, In[threadIdx.x]);
  Out[threadIdx.x] += ALL(In[0], __NV_SATFINITE, __NV_E4M3) + ID(CONVERT(In[1]));
}

// A braced list is the half's bits (CUDA's parameter is a __half_raw), and
// a comment between arguments stays where it is.
__global__ void fromList(__nv_fp8_storage_t *Out) {
  Out[0] = __nv_cvt_halfraw_to_fp8({0x3c00}, /* 1.0, saturated
                                                 to finite values */
                                   __NV_SATFINITE, __NV_E4M3);
}

__global__ void fromHalf2(const __half2 *In, __nv_fp8x2_storage_t *Out) {
  __half2_raw Tmp(In[threadIdx.x]);
  Out[threadIdx.x] = __nv_cvt_halfraw2_to_fp8x2(
      threadIdx.x % 2 ? Tmp : __half2_raw(), __NV_SATFINITE, __NV_E5M2);
  Out[threadIdx.x + 1] = CONVERT2(Tmp, __NV_E4M3);
}

#define DEVICE_FUNCTION(NAME, BODY)                                            \
  __device__ unsigned char NAME(unsigned short Bits) BODY

DEVICE_FUNCTION(toE5M2, {
  __half_raw Tmp;
  Tmp.x = Bits;
  return static_cast<unsigned char>(
      __nv_cvt_halfraw_to_fp8(Tmp, __NV_SATFINITE, __NV_E5M2));
})
