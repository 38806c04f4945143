// A transform that pads its input to a multiple of 8 with
// torch::nn::functional::pad and guards its device with c10::DeviceGuard
// (fast-hadamard-transform's extension). The file compiles with
// g++ -std=c++20 against PyTorch 2.15's headers.
#include <torch/extension.h>
#include <c10/core/DeviceGuard.h>
#include <c10/cuda/CUDAStream.h>

void launchTransform(float *data, int64_t rows, int64_t dim,
                     cudaStream_t stream);

at::Tensor transform(at::Tensor x) {
  TORCH_CHECK(x.is_cuda());
  const int64_t dimOg = x.size(-1);
  if (dimOg % 8 != 0)
    x = torch::nn::functional::pad(
        x, torch::nn::functional::PadFuncOptions({0, 8 - dimOg % 8}));
  c10::DeviceGuard deviceGuard(x.device());
  auto stream = at::cuda::getCurrentCUDAStream().stream();
  launchTransform(x.data_ptr<float>(), x.numel() / x.size(-1), x.size(-1),
                  stream);
  return x.slice(-1, 0, dimOg);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) { m.def("transform", &transform); }
