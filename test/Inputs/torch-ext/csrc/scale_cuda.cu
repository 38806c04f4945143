#include "scale.h"
#include <ATen/cuda/CUDAContext.h>

__global__ void scale_kernel(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void scale_cuda(torch::Tensor &x, float a) {
  int n = x.numel();
  cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
  scale_kernel<<<(n + 255) / 256, 256, 0, stream>>>(x.data(), a, n);
}
