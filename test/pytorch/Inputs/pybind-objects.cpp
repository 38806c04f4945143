#include <torch/extension.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <unistd.h>

namespace py = pybind11;

std::vector<float> filter(const py::list &lists, py::buffer data) {
  py::buffer_info info = data.request();
  std::vector<float> out(info.size);
  for (const auto &item : lists) {
    auto list = item.cast<py::list>();
    out[0] += list[0].cast<unsigned int>();
  }
  return out;
}

torch::Tensor update(const std::vector<torch::Tensor> &residuals,
                     const torch::Tensor &t, int fd) {
  char byte;
  TORCH_CHECK(pread(fd, &byte, 1, 0) >= 0);
  for (size_t i = 0; i < residuals.size(); ++i)
    residuals[i].add_(t);
  torch::Tensor x = t.slice(0, 1, 2).slice(1, 1);
  x[0][0] = 1.0f;
  std::vector<int16_t> map = {1, 2};
  if (t.is_meta() || t.device().is_meta())
    return x;
  auto fwd = py::module_::import("flash_attn_2_cuda").attr("fwd_kvcache");
  auto none = py::none();
  fwd(t, none);
  return torch::tensor(map, torch::kShort);
}
