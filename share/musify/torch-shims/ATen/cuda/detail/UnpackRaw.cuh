// musify stand-in for PyTorch's <ATen/cuda/detail/UnpackRaw.cuh>; see
// musify-torch-api.h. It brings at::cuda::philox::unpack.
#pragma once
#include "../CUDAGeneratorImpl.h"
