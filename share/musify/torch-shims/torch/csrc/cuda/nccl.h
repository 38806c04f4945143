// musify stand-in for PyTorch's <torch/csrc/cuda/nccl.h>; see
// musify-torch-api.h. PyTorch's NCCL helpers, with their own opaque
// communicator type.
#pragma once
#include "../../../musify-torch-api.h"
#include <cstddef>

namespace torch {
namespace cuda {
namespace nccl {
using ncclComm_t = void *;
bool is_available(at::TensorList Tensors);
std::uint64_t version();
} // namespace nccl
} // namespace cuda
} // namespace torch
