// Orders two of PyTorch's streams with one of its events, as a DeepSpeed
// op does before its communication kernel.
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAEvent.h>
#include <torch/extension.h>

void order_streams(at::Tensor x) {
  at::cuda::CUDAStream compute = at::cuda::getCurrentCUDAStream();
  at::cuda::CUDAStream copy = at::cuda::getStreamFromPool();
  at::cuda::CUDAEvent ready(cudaEventDisableTiming);
  ready.record(compute);
  ready.block(copy);
  x.record_stream(copy);
}
