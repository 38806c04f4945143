// musify stand-in for PyTorch's <torch/headeronly/core/ScalarType.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
