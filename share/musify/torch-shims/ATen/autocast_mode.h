// musify stand-in for PyTorch's <ATen/autocast_mode.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
