// musify stand-in for PyTorch's <torch/csrc/stable/version.h>; see
// musify-torch-stable.h. The stable ABI's version macros: a version is
// major << 56 | minor << 48, and code tests TORCH_FEATURE_VERSION, the
// version it targets (TORCH_TARGET_VERSION) or the headers' own.
#pragma once
#include "../../../musify-torch-stable.h"
#include "../../headeronly/version.h"
#define MUSIFY_TORCH_ABI_VERSION_OF(Major, Minor)                              \
  (((0ULL + (Major)) << 56) | ((0ULL + (Minor)) << 48))
#ifdef TORCH_TARGET_VERSION
#define TORCH_FEATURE_VERSION TORCH_TARGET_VERSION
#else
#define TORCH_FEATURE_VERSION TORCH_ABI_VERSION
#endif
#define TORCH_VERSION_2_10_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 10)
#define TORCH_VERSION_2_11_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 11)
#define TORCH_VERSION_2_12_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 12)
#define TORCH_VERSION_2_13_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 13)
#define TORCH_VERSION_2_14_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 14)
#define TORCH_VERSION_2_15_0 MUSIFY_TORCH_ABI_VERSION_OF(2, 15)
