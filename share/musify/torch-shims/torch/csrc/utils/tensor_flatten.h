// musify stand-in for PyTorch's <torch/csrc/utils/tensor_flatten.h>; see
// musify-torch-api.h.
#pragma once
#include "../../../musify-torch-api.h"

namespace torch {
namespace utils {
at::Tensor flatten_dense_tensors(at::TensorList tensors);
std::vector<at::Tensor> unflatten_dense_tensors(const at::Tensor &flat,
                                                at::TensorList tensors);
} // namespace utils
} // namespace torch
