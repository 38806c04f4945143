// musify stand-in for PyTorch's <ATen/cuda/CUDAUtils.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"
