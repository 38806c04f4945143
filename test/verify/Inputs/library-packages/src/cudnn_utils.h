// The project's own header, whose name starts as cuDNN's do: migrated.
#pragma once
#include <cuda_runtime.h>
inline bool checked(cudaError_t e) { return e == cudaSuccess; }
