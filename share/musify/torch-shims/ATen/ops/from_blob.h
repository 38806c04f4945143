// musify stand-in for PyTorch's <ATen/ops/from_blob.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
