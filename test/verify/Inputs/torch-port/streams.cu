// A PyTorch extension's kernel launch on PyTorch's current stream, with
// PyTorch's device guard and launch check.
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAException.h>
#include <torch/extension.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void scale_cuda(at::Tensor x, float a) {
  const c10::cuda::CUDAGuard guard(x.device());
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  int n = static_cast<int>(x.numel());
  scale<<<(n + 255) / 256, 256, 0, stream>>>(x.data_ptr<float>(), a, n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
}
