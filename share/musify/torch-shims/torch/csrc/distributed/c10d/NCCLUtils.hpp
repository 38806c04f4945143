// musify stand-in for PyTorch's
// <torch/csrc/distributed/c10d/NCCLUtils.hpp>; see musify-torch-api.h.
// It brings NCCL's own header, whose communicators extensions use.
#pragma once
#include "../../../../musify-torch-api.h"
#include <nccl.h>
