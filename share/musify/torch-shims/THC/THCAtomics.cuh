// musify stand-in for PyTorch's <THC/THCAtomics.cuh>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-cuda.h"
// PyTorch 1.x's atomicAdd of its half types (THC is gone since 1.11).
__device__ c10::Half atomicAdd(c10::Half *address, c10::Half value);
__device__ c10::BFloat16 atomicAdd(c10::BFloat16 *address,
                                   c10::BFloat16 value);
