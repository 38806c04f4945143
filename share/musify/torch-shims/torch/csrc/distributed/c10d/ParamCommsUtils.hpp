// musify stand-in for PyTorch's
// <torch/csrc/distributed/c10d/ParamCommsUtils.hpp>; see
// musify-torch-api.h. It records collectives for profiling; nothing an
// extension calls is declared here.
#pragma once
#include "../../../../musify-torch-api.h"
