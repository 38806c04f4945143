// musify stand-in for PyTorch's <torch/headeronly/util/Half.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
