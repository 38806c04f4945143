// musify stand-in for PyTorch's <torch/headeronly/core/Layout.h>; see
// musify-torch-stable.h (c10::Layout, as torch::headeronly::Layout).
#pragma once
#include "../../../musify-torch-stable.h"
