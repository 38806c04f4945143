// A conversion with no MUSA name, neither torchada's nor one to compose:
// the port keeps it, and it must not build against the model (CUDA's
// declaration is not MUSA's).
#include <cuda_bf16.h>
#include <cuda_fp8.h>

__global__ void fromBfloat2(const __nv_bfloat162_raw *In,
                            __nv_fp8x2_storage_t *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = __nv_cvt_bfloat16raw2_to_fp8x2(In[I], __NV_SATFINITE, __NV_E4M3);
}
