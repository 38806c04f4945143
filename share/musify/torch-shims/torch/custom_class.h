// musify stand-in for PyTorch's <torch/custom_class.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
