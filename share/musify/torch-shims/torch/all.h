// musify stand-in for PyTorch's <torch/all.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
