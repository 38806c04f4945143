#include <cuda.h>

#define CHECK(call) (void)(call)

CUcontext create(CUdevice dev) {
  CUcontext ctx;
  CUctxCreateParams params = {};
  CHECK(cuCtxCreate(&ctx, &params, 0, dev));
  return ctx;
}

int createNull(CUdevice dev, CUcontext *ctx) {
  return cuCtxCreate(ctx, nullptr, 0, dev) == CUDA_SUCCESS;
}
