// musify stand-in for PyTorch's <ATen/Dispatch_v2.h>; see
// musify-torch-stable.h, which has AT_DISPATCH_V2 and its type lists.
#pragma once
#include "../musify-torch-stable.h"
