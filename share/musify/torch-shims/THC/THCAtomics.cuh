// musify stand-in for PyTorch's <THC/THCAtomics.cuh>; see musify-torch-api.h.
#pragma once
#include "../musify-torch-cuda.h"
// atomicAdd of PyTorch's half types (THC/ still forwards to
// ATen/cuda/Atomic.cuh in PyTorch 2.x).
__device__ c10::Half atomicAdd(c10::Half *address, c10::Half value);
__device__ c10::BFloat16 atomicAdd(c10::BFloat16 *address,
                                   c10::BFloat16 value);
