// musify stand-in for PyTorch's <torch/headeronly/version.h>; see
// musify-torch-api.h. The version whose API the stand-ins declare.
#pragma once
#define TORCH_VERSION_MAJOR 2
#define TORCH_VERSION_MINOR 15
#define TORCH_VERSION_PATCH 0
#define TORCH_VERSION "2.15.0"
