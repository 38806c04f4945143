#include "vendor.h"

// CUDA 12.8's E8M0 conversion, with a fallback for older toolkits.
__device__ float e8m0ToFloat(unsigned char X) {
#if CUDART_VERSION >= 12080
  const __nv_bfloat16 E = __nv_cvt_e8m0_to_bf16raw(X);
  return (float)E;
#else
  unsigned Bits = X == 0 ? 0x00400000u : (unsigned)X << 23;
  return __uint_as_float(Bits);
#endif
}

// The newer API in the #else branch.
#if CUDART_VERSION < 12080
__device__ int fp4Bytes() { return 1; }
#else
__device__ int fp4Bytes() { return (int)sizeof(__nv_fp4_e2m1); }
#endif

// One operand of several: made false, it decides the condition.
#if !defined(NO_FP4) && CUDART_VERSION >= 12080
__device__ int fp4Storage() { return (int)sizeof(__nv_fp4_storage_t); }
#endif

__global__ void kernel(float *Out, const unsigned char *In) {
  Out[threadIdx.x] = e8m0ToFloat(In[threadIdx.x]) + fp4Bytes();
}
