// musify stand-in for PyTorch's <c10/core/SymInt.h>; see musify-torch-api.h.
#pragma once
#include "../../musify-torch-api.h"
