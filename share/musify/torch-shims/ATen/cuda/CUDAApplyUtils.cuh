// musify stand-in for PyTorch's <ATen/cuda/CUDAApplyUtils.cuh>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"
