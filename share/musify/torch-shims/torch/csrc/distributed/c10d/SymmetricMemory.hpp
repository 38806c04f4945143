// musify stand-in for PyTorch's
// <torch/csrc/distributed/c10d/SymmetricMemory.hpp>, the header's place
// before symm_mem/; see musify-torch-api.h.
#pragma once
#include "symm_mem/SymmetricMemory.hpp"
