// musify stand-in for PyTorch's <torch/csrc/autograd/custom_function.h>; see musify-torch-api.h.
#pragma once
#include "../../../musify-torch-api.h"
