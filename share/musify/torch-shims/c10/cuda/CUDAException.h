// musify stand-in for PyTorch's <c10/cuda/CUDAException.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"
