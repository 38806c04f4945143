#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <torch/extension.h>
#ifndef TORCH_EXTENSION_NAME
#error "parsed without the extension's -DTORCH_EXTENSION_NAME"
#endif
#ifndef __CUDA_NO_HALF_OPERATORS__
#error "parsed without PyTorch's nvcc flags"
#endif
#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "parsed without --expt-relaxed-constexpr"
#endif

__global__ void relu_kernel(float *x, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n && x[i] < 0.0f)
    x[i] = 0.0f;
}

void relu_cuda(torch::Tensor x) {
  TORCH_CHECK(x.is_cuda(), "x must be a CUDA tensor");
  const at::cuda::OptionalCUDAGuard guard(x.device());
  const int64_t n = x.numel();
  relu_kernel<<<(n + 255) / 256, 256, 0, at::cuda::getCurrentCUDAStream()>>>(
      x.data_ptr<float>(), n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
}
