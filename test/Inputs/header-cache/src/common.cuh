// Beside the sources: a quoted include of it ends the preamble.
#pragma once
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return e; } while (0)
