// An allocator header whose PyTorch part is compiled only in the PyTorch
// build (-DTORCH_CUDA); the C++14 engine build never reads PyTorch.
#pragma once
#include <cuda_runtime.h>
#include <cstddef>

#ifdef TORCH_CUDA
#include "torch/extension.h"
#endif

inline void *allocate(std::size_t Bytes) {
  void *P = nullptr;
  cudaMalloc(&P, Bytes);
  return P;
}
