// A fused dropout that unpacks its Philox seed and offset in the kernel
// (flash-attention's layer norm: at::cuda::philox::unpack from
// ATen/cuda/detail/UnpackRaw.cuh). The file compiles with nvcc -std=c++20
// against PyTorch 2.15's headers.
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <ATen/cuda/detail/UnpackRaw.cuh>
#include <curand_kernel.h>
#include <torch/extension.h>

__global__ void dropout(at::PhiloxCudaState philox, const float *in,
                        float *out, int n, float keep) {
  auto seeds = at::cuda::philox::unpack(philox);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(std::get<0>(seeds), i, std::get<1>(seeds), &state);
  if (i < n)
    out[i] = curand_uniform(&state) < keep ? in[i] / keep : 0.f;
}
