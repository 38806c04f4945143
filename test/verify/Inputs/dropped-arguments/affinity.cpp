#include <cuda.h>

int create(CUdevice dev, CUcontext *ctx, CUexecAffinityParam *p) {
  CUctxCreateParams params = {};
  params.execAffinityParams = p;
  params.numExecAffinityParams = 1;
  return cuCtxCreate(ctx, &params, 0, dev) == CUDA_SUCCESS;
}
