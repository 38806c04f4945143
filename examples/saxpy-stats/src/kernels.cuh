// Kernels of the saxpy-stats example.
#ifndef SAXPY_STATS_KERNELS_CUH
#define SAXPY_STATS_KERNELS_CUH

#include <cuda_runtime.h>

namespace stats {

constexpr int kBlockSize = 256;

// y = a * x + y
__global__ void saxpy(int n, float a, const float *x, float *y);

// Partial sums of `in`, one per block, written to `blockSums`.
__global__ void blockSum(int n, const float *in, float *blockSums);

// Sum over a warp with shuffles (the lanes of one warp).
template <typename T> __device__ T warpSum(T value) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    value += __shfl_down_sync(0xffffffff, value, offset);
  return value;
}

// Launches saxpy on `stream` and returns the launch status.
cudaError_t launchSaxpy(int n, float a, const float *x, float *y,
                        cudaStream_t stream);

} // namespace stats

#endif // SAXPY_STATS_KERNELS_CUH
