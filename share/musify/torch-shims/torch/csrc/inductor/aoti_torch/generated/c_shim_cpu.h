// musify stand-in for PyTorch's <torch/csrc/inductor/aoti_torch/generated/c_shim_cpu.h>; see musify-torch-stable.h.
#pragma once
#include "../../../../../musify-torch-stable.h"
