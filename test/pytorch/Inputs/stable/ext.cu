// A kernel of an extension on PyTorch's stable ABI (as xformers' sparse24
// kernels are): its tensors are torch::stable::Tensor.
#include <torch/csrc/stable/library.h>
#include <torch/csrc/stable/tensor.h>

__global__ void fill(float *X, int64_t N) {
  int64_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    X[I] = 1.0f;
}

void launch(const torch::stable::Tensor &T) {
  STD_TORCH_CHECK(T.is_cuda(), "must be a CUDA tensor");
  STD_TORCH_CHECK(T.device().is_cuda(), "must be on a CUDA device");
  fill<<<1, 128>>>(static_cast<float *>(T.data_ptr()), T.numel());
}
