// Macros a PyTorch extension defines after including a torch_musa header
// (ColossalAI's launchers and dispatch macros, one ending in a backslash
// before an empty line): nothing of them configures that header.
#include <ATen/cuda/CUDAContext.h>
#include <torch/extension.h>

#define LAUNCH_FILL(BLOCKS, THREADS)                                           \
  fill<float><<<BLOCKS, THREADS, 0, stream>>>(                                 \
      x.data_ptr<float>(),                                                     \
      static_cast<int>(x.numel()));                                           \

#define CHECK_NAMED(COND, NAME)                                                \
  if (!(COND))                                                                 \
    AT_ERROR(#NAME, " not implemented for '", "x", "'");

template <typename T> __global__ void fill(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = T(1);
}

void launch(at::Tensor x) {
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  CHECK_NAMED(x.numel() > 0, fill);
  LAUNCH_FILL(1, 256)
}
