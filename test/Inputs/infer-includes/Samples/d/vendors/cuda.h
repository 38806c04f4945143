// A project's vendor header, named as CUDA's, as ggml's src/ggml-cuda/vendors
// has them: it includes the toolkit's own <cuda.h>.
#pragma once
#include <cuda.h>
#include <cuda_runtime.h>
