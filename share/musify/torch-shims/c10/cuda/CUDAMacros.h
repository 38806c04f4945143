// musify stand-in for PyTorch's <c10/cuda/CUDAMacros.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"
