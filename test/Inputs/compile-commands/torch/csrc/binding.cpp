#include <torch/extension.h>
#ifndef TORCH_API_INCLUDE_EXTENSION_H
#error "parsed without the extension's -DTORCH_API_INCLUDE_EXTENSION_H"
#endif

void relu_cuda(torch::Tensor x);

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("relu_", &relu_cuda, "relu in place");
}
