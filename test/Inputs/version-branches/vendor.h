// A vendor header as ggml's vendors/cuda.h writes it: CUDA 12.8's 4-bit
// types where the toolkit has them.
#pragma once
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#if CUDART_VERSION >= 12080
#include <cuda_fp4.h>
#endif // CUDART_VERSION >= 12080
