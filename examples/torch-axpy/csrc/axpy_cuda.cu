#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAException.h>
#include <cublas_v2.h>

#include "axpy.h"

namespace {

template <typename scalar_t>
__global__ void clamp_kernel(scalar_t *x, scalar_t lo, scalar_t hi,
                             int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n)
    x[i] = x[i] < lo ? lo : (x[i] > hi ? hi : x[i]);
}

} // namespace

void axpy_cuda(torch::Tensor y, const torch::Tensor &x, double alpha) {
  CHECK_CUDA(x);
  CHECK_CUDA(y);
  CHECK_CONTIGUOUS(x);
  CHECK_CONTIGUOUS(y);
  TORCH_CHECK(x.scalar_type() == torch::kFloat32, "x must be float32");
  const at::cuda::OptionalCUDAGuard guard(y.device());
  cublasHandle_t handle = at::cuda::getCurrentCUDABlasHandle();
  TORCH_CUDABLAS_CHECK(
      cublasSetStream(handle, at::cuda::getCurrentCUDAStream().stream()));
  const float a = static_cast<float>(alpha);
  TORCH_CUDABLAS_CHECK(cublasSaxpy(handle, static_cast<int>(x.numel()), &a,
                                   x.data_ptr<float>(), 1,
                                   y.data_ptr<float>(), 1));
}

void clamp_cuda(torch::Tensor x, double lo, double hi) {
  CHECK_CUDA(x);
  CHECK_CONTIGUOUS(x);
  const c10::cuda::CUDAGuard guard(x.get_device());
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  const int64_t n = x.numel();
  const int threads = 256;
  const int blocks = static_cast<int>((n + threads - 1) / threads);
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "clamp_cuda", [&] {
    clamp_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
        x.data_ptr<scalar_t>(), static_cast<scalar_t>(lo),
        static_cast<scalar_t>(hi), n);
  });
  C10_CUDA_KERNEL_LAUNCH_CHECK();
}
