// musify stand-in for PyTorch's <torch/headeronly/core/DeviceType.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
