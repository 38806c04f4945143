// musify stand-in for PyTorch's <torch/headeronly/util/Exception.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
