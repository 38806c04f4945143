// musify stand-in for PyTorch's <torch/headeronly/core/Dispatch.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
