// musify stand-in for PyTorch's <ATen/cuda/detail/KernelUtils.h>; see musify-torch-api.h.
#pragma once
#include "../../../musify-torch-cuda.h"
