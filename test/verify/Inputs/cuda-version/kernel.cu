#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include "platform.h"

__global__ void scale(float *Out, const float *In, float S) {
  Out[threadIdx.x] = lib_dot(In[threadIdx.x], S);
}

// A CUDA 10 branch that names what MUSA lacks, with a fallback: taken at
// torch_musa's 10400, so the port takes the fallback instead.
__device__ float e8m0ToFloat(unsigned char X) {
#if CUDA_VERSION >= 10000
  const __nv_bfloat16 E = __nv_cvt_e8m0_to_bf16raw(X);
  return (float)E;
#else
  unsigned Bits = X == 0 ? 0x00400000u : (unsigned)X << 23;
  return __uint_as_float(Bits);
#endif
}

int main() {
  float *P = nullptr;
  if (cudaMalloc(&P, 2 * 32 * sizeof(float)) != cudaSuccess)
    return 1;
  scale<<<1, 32>>>(P, P + 32, 2.0f);
  return cudaFree(P) != cudaSuccess;
}
