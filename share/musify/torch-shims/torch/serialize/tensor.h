// musify stand-in for PyTorch's <torch/serialize/tensor.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
