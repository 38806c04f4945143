// Integral dispatch (vLLM's MoE block alignment, which AutoAWQ's kernels
// copy): the kernel indexes a shared array with scalar_t values, so the
// stand-ins must bind an integral type, as PyTorch does for Int and Long;
// a kernel dispatched for at::Half loads through __ldg, which PyTorch
// declares for its Half (vLLM's activation kernels, copied by llm-awq).
#include <ATen/cuda/CUDAContext.h>
#include <torch/extension.h>

#define ALIGN_DISPATCH_CASE_INTEGRAL_TYPES(...)                                \
  AT_DISPATCH_CASE(at::ScalarType::Int, __VA_ARGS__)                           \
  AT_DISPATCH_CASE(at::ScalarType::Long, __VA_ARGS__)

template <typename scalar_t>
__global__ void countExperts(const scalar_t *ids, int *counts, size_t n) {
  __shared__ int local[64];
  for (size_t i = threadIdx.x; i < n; i += blockDim.x)
    atomicAdd(&local[ids[i]], 1);
  __syncthreads();
  counts[threadIdx.x] = local[threadIdx.x];
}

#define ALIGN_DISPATCH_CASE_FLOATING_TYPES(...)                                \
  AT_DISPATCH_CASE(at::ScalarType::Float, __VA_ARGS__)                         \
  AT_DISPATCH_CASE(at::ScalarType::Half, __VA_ARGS__)

template <typename scalar_t>
__global__ void copyCached(scalar_t *out, const scalar_t *in, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[i] = __ldg(&in[i]);
}

void copyAll(torch::Tensor out, torch::Tensor in) {
  AT_DISPATCH_SWITCH(in.scalar_type(), "copy_cached",
                     ALIGN_DISPATCH_CASE_FLOATING_TYPES([&] {
                       copyCached<<<1, 64>>>(out.data_ptr<scalar_t>(),
                                             in.data_ptr<scalar_t>(),
                                             static_cast<int>(in.numel()));
                     }));
}

void countAll(torch::Tensor ids, torch::Tensor counts) {
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_SWITCH(ids.scalar_type(), "count_experts",
                     ALIGN_DISPATCH_CASE_INTEGRAL_TYPES([&] {
                       countExperts<<<1, 64, 0, stream>>>(
                           ids.data_ptr<scalar_t>(), counts.data_ptr<int>(),
                           ids.numel());
                     }));
  AT_DISPATCH_INTEGRAL_TYPES(ids.scalar_type(), "count_again", [&] {
    scalar_t first = ids.data_ptr<scalar_t>()[0];
    int table[4] = {0, 1, 2, 3};
    (void)table[first % 4];
  });
}
