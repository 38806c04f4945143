// musify stand-in for PyTorch's <ATen/native/cuda/Resize.h>; see
// musify-torch-api.h.
#pragma once
#include "../../../musify-torch-cuda.h"
#include <cstddef>

namespace at {
namespace native {
void resize_bytes_cuda(c10::StorageImpl *Storage, size_t SizeBytes);
} // namespace native
} // namespace at
