// musify stand-in for PyTorch's <torch/csrc/stable/c/shim.h>; see musify-torch-stable.h.
#pragma once
#include "../../../../musify-torch-stable.h"
