// A conversion torchada's table has no MUSA name for: the port keeps it, and
// it must not build against the model (CUDA's declaration is not MUSA's).
#include <cuda_fp16.h>
#include <cuda_fp8.h>

__global__ void fromHalf(const __half *In, __nv_fp8_storage_t *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = __nv_cvt_halfraw_to_fp8(In[I], __NV_SATFINITE, __NV_E4M3);
}
