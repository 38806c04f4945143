// musify stand-in for PyTorch's <torch/version.h>; see musify-torch-api.h.
#pragma once
#include "headeronly/version.h"
