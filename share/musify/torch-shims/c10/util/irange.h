// musify stand-in for PyTorch's <c10/util/irange.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
