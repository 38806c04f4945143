#include "vendor.h"

// Left as it is: an `||` may still take the branch.
#if CUDART_VERSION >= 12080 || defined(WITH_FP4)
__device__ int fp4Either() { return (int)sizeof(__nv_fp4_e2m1); }
#endif

// Left as it is: both branches name what MUSA lacks.
#if CUDART_VERSION >= 12080
__device__ int both() { return (int)sizeof(__nv_fp4_e2m1); }
#else
__device__ int both() { return (int)__nv_cvt_e8m0_to_bf16raw(1); }
#endif

// Left as it is: the guarded code names nothing MUSA lacks.
#if CUDART_VERSION >= 11000
__device__ float modern(float A) { return __fmaf_rn(A, A, A); }
#endif

__global__ void kernel(int *Out) { *Out = both() + fp4Either() + (int)modern(1.0f); }
