#include <torch/extension.h>
#include <torch/version.h>

enum class Mode { Symmetric, Asymmetric };
struct Handle {
  Handle(int n) : size(n) {}
  int alloc(int n) { return n; }
  int size;
};

at::Tensor cast(at::Tensor &t) {
  TORCH_CHECK(!t.is_pinned() && at::numel(t) > 0);
  float *p = t.data<float>();
  auto o = torch::TensorOptions().dtype(torch::kUInt8);
  return torch::from_blob(p, {at::numel(t), 1}, {1, 1}, o.dtype(torch::kInt8));
}
at::Tensor cast(const at::Tensor &t, int) { return t; }

// A table keyed by scalar types, as DeepSpeed's CPU optimizers build it.
std::map<std::tuple<c10::ScalarType, c10::ScalarType>, int> invokers;
template <typename P, typename S> void add_invoker(int id) {
  static_assert(c10::CppTypeToScalarType<float>::value == at::kFloat);
  invokers[std::tuple(c10::CppTypeToScalarType<P>(),
                      c10::CppTypeToScalarType<S>())] = id;
}
template void add_invoker<c10::Half, float>(int);

#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 1)
using namespace pybind11::literals;
PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("cast", py::overload_cast<at::Tensor &>(&cast), "cast", "t"_a);
  py::class_<Handle>(m, "Handle")
      .def(py::init<int>())
      .def("alloc", &Handle::alloc)
      .def_readwrite("size", &Handle::size);
  py::enum_<Mode>(m, "Mode")
      .value("Symmetric", Mode::Symmetric)
      .value("Asymmetric", Mode::Asymmetric)
      .export_values();
}
#endif
