#include "scale_cuda.cuh"
#include <engine.h>

int cuda_count = 0;
int musa_count = 1;

#ifdef WITH_CUDA
static const char *backend = "cuda";
#endif

int run_cuda(float *x, int n, EngineOptions &opts) {
  bool use_cuda = opts.use_cuda;
  CudaContext ctx{};
  CHECK_CUDA(cudaStreamCreate(&ctx.cuda_stream));
  if (use_cuda)
    launch_cuda_scale(ctx, x, n);
#ifdef USE_CUDA_GRAPHS
  checkCudaErrors(cudaGraphCreate(nullptr, 0));
#endif
  return cuda_count + musa_count + (backend != nullptr);
}
