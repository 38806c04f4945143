// musify stand-in for PyTorch's <ATen/NativeFunctions.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
