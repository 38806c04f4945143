// musify stand-in for PyTorch's <ATen/CUDAGeneratorImpl.h> (now
// ATen/cuda/CUDAGeneratorImpl.h); see musify-torch-api.h.
#pragma once
#include "cuda/CUDAGeneratorImpl.h"
