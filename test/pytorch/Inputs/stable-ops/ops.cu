// Operators on PyTorch's stable ABI as torchvision's are written: the
// header-only dispatch (THO_DISPATCH_V2), fastAtomicAdd in
// torch::headeronly, layouts and memory formats of the stable ops.
#include <torch/csrc/stable/library.h>
#include <torch/csrc/stable/ops.h>
#include <torch/csrc/stable/tensor.h>
#include <torch/headeronly/core/Dispatch_v2.h>
#include <torch/headeronly/core/ScalarType.h>
#include <torch/headeronly/cuda/KernelUtils.h>
#include <torch/headeronly/util/Exception.h>

#include <cuda_runtime.h>

template <typename T>
__global__ void accumulate(T *Out, const T *In, int64_t N) {
  int64_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    torch::headeronly::fastAtomicAdd(Out, I, N, In[I], true);
}

template <typename T> void launch(T *Out, const T *In, int64_t N) {
  accumulate<T><<<1, 256>>>(Out, In, N);
}

torch::stable::Tensor run(const torch::stable::Tensor &X) {
  STD_TORCH_CHECK(X.dim() == 2, "expects a matrix");
  STD_TORCH_CHECK(X.device() == X.device(), "one device");
  auto In = torch::stable::contiguous(X);
  auto Out = torch::stable::new_zeros(In, In.sizes(), std::nullopt,
                                      torch::headeronly::Layout::Strided);
  auto Row = torch::stable::squeeze(torch::stable::select(In, 0, 0), 0);
  (void)Row;
  THO_DISPATCH_V2(In.scalar_type(), "run", AT_WRAP([&]() {
                    launch<scalar_t>(Out.mutable_data_ptr<scalar_t>(),
                                     In.const_data_ptr<scalar_t>(),
                                     In.numel());
                  }),
                  AT_EXPAND(AT_FLOATING_TYPES));
  return torch::stable::to(Out, X.device());
}

STABLE_TORCH_LIBRARY(demo, M) {
  M.def("run(Tensor x) -> Tensor");
  M.set_python_module("demo._meta");
}

// The kernel for CUDA tensors: the macro stringizes its key.
STABLE_TORCH_LIBRARY_IMPL(demo, CUDA, M) { M.impl("run", TORCH_BOX(&run)); }
