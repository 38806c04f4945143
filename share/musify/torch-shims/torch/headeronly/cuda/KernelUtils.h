// musify stand-in for PyTorch's <torch/headeronly/cuda/KernelUtils.h>: fastAtomicAdd
// (musify-torch-cuda.h) in torch::headeronly, as PyTorch has it.
#pragma once
#include "../../../musify-torch-stable.h"
#include "../../../musify-torch-cuda.h"
namespace torch {
namespace headeronly {
using at::native::fastAtomicAdd;
} // namespace headeronly
} // namespace torch
