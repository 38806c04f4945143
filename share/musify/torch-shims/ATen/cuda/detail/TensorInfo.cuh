// musify stand-in for PyTorch's <ATen/cuda/detail/TensorInfo.cuh>; see musify-torch-api.h.
#pragma once
#include "../../../musify-torch-cuda.h"
