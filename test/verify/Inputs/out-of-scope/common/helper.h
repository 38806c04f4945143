// A helper header of the project's, outside the --in-root of the test.
#pragma once
#include <cuda_runtime.h>
inline const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
