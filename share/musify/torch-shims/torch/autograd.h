// musify stand-in for PyTorch's <torch/autograd.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
