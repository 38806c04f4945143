#pragma once
#include <torch/extension.h>

#ifdef WITH_CUDA
void scale_cuda(torch::Tensor &x, float a);
#endif
