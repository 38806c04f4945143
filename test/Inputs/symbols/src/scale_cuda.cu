#include "scale_cuda.cuh"

__global__ void scale_cuda_kernel(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void launch_cuda_scale(CudaContext &ctx, float *x, int n) {
  scale_cuda_kernel<<<(n + 255) / 256, 256, 0, ctx.cuda_stream>>>(x, n);
  checkCudaErrors(cudaGetLastError());
}

void relu_cuda(float *x, int n) { launch_cuda_scale(*new CudaContext{}, x, n); }
