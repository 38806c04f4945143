// musify stand-in for PyTorch's <c10/util/SmallVector.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
