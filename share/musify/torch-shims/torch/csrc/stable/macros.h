// musify stand-in for PyTorch's <torch/csrc/stable/macros.h>; see musify-torch-stable.h.
#pragma once
#include "../../../musify-torch-stable.h"
