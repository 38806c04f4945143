// Kernels of the saxpy-stats example.
#include "kernels.cuh"

namespace stats {

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void blockSum(int n, const float *in, float *blockSums) {
  __shared__ float partial[kBlockSize];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
#ifdef __CUDA_ARCH__
    // Device side: store the block's sum.
    blockSums[blockIdx.x] = partial[0];
#endif
  }
}

cudaError_t launchSaxpy(int n, float a, const float *x, float *y,
                        cudaStream_t stream) {
  dim3 block(kBlockSize);
  dim3 grid((n + kBlockSize - 1) / kBlockSize);
  saxpy<<<grid, block, 0, stream>>>(n, a, x, y);
  return cudaGetLastError();
}

} // namespace stats
