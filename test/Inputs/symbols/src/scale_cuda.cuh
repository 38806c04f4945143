#pragma once
#include "../include/cuda_helpers.cuh"

void launch_cuda_scale(CudaContext &ctx, float *x, int n);
DECLARE_OP(relu);
