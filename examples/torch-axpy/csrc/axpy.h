#pragma once
#include <torch/extension.h>

#define CHECK_CUDA(x) TORCH_CHECK(x.is_cuda(), #x " must be a CUDA tensor")
#define CHECK_CONTIGUOUS(x) \
  TORCH_CHECK(x.is_contiguous(), #x " must be contiguous")

#ifdef WITH_CUDA
// y += alpha * x, with cuBLAS on PyTorch's current stream.
void axpy_cuda(torch::Tensor y, const torch::Tensor &x, double alpha);
// Clamps x to [lo, hi] in place; one thread per element.
void clamp_cuda(torch::Tensor x, double lo, double hi);
#endif
