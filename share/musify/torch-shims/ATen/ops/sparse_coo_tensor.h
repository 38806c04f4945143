// musify stand-in for PyTorch's <ATen/ops/sparse_coo_tensor.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
