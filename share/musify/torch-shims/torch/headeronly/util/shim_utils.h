// musify stand-in for PyTorch's <torch/headeronly/util/shim_utils.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
