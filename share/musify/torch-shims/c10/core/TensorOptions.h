// musify stand-in for PyTorch's <c10/core/TensorOptions.h>;
// see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
