// musify stand-in for PyTorch's <torch/csrc/autograd/VariableTypeUtils.h>;
// see musify-torch-api.h. Extensions include it for the tensor API it
// brings with it.
#pragma once
#include "../../../musify-torch-api.h"
