// FP8 conversions as ColossalAI's convert_fp8_kernel.cu (cast_functor.h)
// writes them: every name here is in torchada's FP8 table.
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

__global__ void toFp8(const float *In, __nv_fp8_storage_t *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = __nv_cvt_float_to_fp8(In[I], __NV_SATFINITE, __NV_E4M3);
}

__global__ void toHalf(const __nv_fp8_storage_t *In, __half *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = __half(__nv_cvt_fp8_to_halfraw(In[I], __NV_E5M2));
}
