// musify stand-in for PyTorch's <ATen/DeviceGuard.h>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-api.h"
