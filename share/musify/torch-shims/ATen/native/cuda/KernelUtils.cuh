// musify stand-in for PyTorch's <ATen/native/cuda/KernelUtils.cuh>; see musify-torch-api.h.
#pragma once
#include "../../../musify-torch-cuda.h"
