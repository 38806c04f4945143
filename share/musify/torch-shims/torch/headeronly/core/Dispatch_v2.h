// musify stand-in for PyTorch's <torch/headeronly/core/Dispatch_v2.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
