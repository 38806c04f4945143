#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/macros/Macros.h>
#include <c10/util/Exception.h>
#include <ATen/Functions.h>
#include <torch/csrc/utils/tensor_flatten.h>
#include <sstream>

template <typename T> __global__ void scale(T *x, int n) {
  int lane = threadIdx.x % C10_WARP_SIZE;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] >= 0 && lane >= 0)
    x[i] = x[i] * 2;
}

at::Tensor flat(std::vector<at::Tensor> ts, at::IntArrayRef shape) {
  const at::cuda::OptionalCUDAGuard guard(device_of(ts[0]));
  TORCH_CHECK(ts[0].is_contiguous(at::MemoryFormat::ChannelsLast3d) ||
              ts[0].sizes().slice(1).equals(shape));
  std::stringstream ss;
  ss << shape;
  auto out = at::empty({1}, ts[0].type());
  scale<c10::Half><<<1, 32, 0, at::cuda::getCurrentCUDAStream()>>>(
      out.data_ptr<c10::Half>(), 1);
  return torch::utils::flatten_dense_tensors(ts);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("flat", &flat, "flatten", py::call_guard<py::gil_scoped_release>());
}
