// musify stand-in for PyTorch's <ATen/core/grad_mode.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
