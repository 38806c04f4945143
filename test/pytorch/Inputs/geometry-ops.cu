// PyTorch API that geometry extensions use (pytorch3d's style): accessors'
// pointer type, reductions, in-place outputs, logging, bindings.
#include <ATen/core/TensorAccessor.h>
#include <ATen/Parallel.h>
#include <torch/csrc/autograd/VariableTypeUtils.h>
#include <torch/extension.h>

#include <array>
#include <sstream>
#include <type_traits>

template <typename Accessor>
std::array<std::remove_pointer_t<typename Accessor::PtrType>, 1>
first(const Accessor &A) {
  return {A[0]};
}

__global__ void scale(float *X, float S, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    X[I] *= S;
}

at::Tensor normals(const at::Tensor &A, const at::Tensor &B, at::Tensor &Out) {
  auto Acc = A.accessor<float, 1>();
  float F = first(Acc)[0];
  int64_t K = at::max(A).item<int64_t>() + A[0].item().to<int32_t>();
  at::cumsum_out(Out, A, 0, at::kLong);
  at::Tensor N = A.cross(B, -1);
  N /= N.norm();
  N /= N.norm(2);
  at::parallel_for(0, A.size(0), 1, [&](int64_t Begin, int64_t End) {
    K += End - Begin;
  });
  TORCH_CHECK((A >= 0.f).all().item<bool>(), "negative");
  LOG_IF(INFO, K > 0) << "K " << K << " threads " << at::get_num_threads();
  std::ostringstream OS;
  OS << A.device().type();
  torch::autograd::increment_version(Out);
  scale<<<1, 32>>>(N.data_ptr<float>(), F, int(N.numel()));
  return at::mean(N, {0}) + at::mean(B);
}

struct Shape {
  float Size = 0;
  bool operator==(const Shape &O) const { return Size == O.Size; }
};

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("normals", &normals);
  pybind11::class_<Shape, std::shared_ptr<Shape>>(m, "Shape")
      .def("__eq__", [](const Shape &A, const Shape &B) { return A == B; },
           pybind11::is_operator())
      .def_property("size", [](const Shape &S) { return S.Size; },
                    [](Shape &S, float V) { S.Size = V; });
  m.attr("EPS") = pybind11::float_(1e-5);
  pybind11::object Two = pybind11::int_(2);
  int Count = pybind11::int_(Two);
  double Scale = pybind11::float_(pybind11::float_(0.5));
  m.attr("SCALE") = pybind11::float_(Scale * Count);
}

TORCH_LIBRARY(geometry, M) {
  M.def("twice(Tensor x) -> Tensor",
        [](const at::Tensor &X) { return X * 2; });
}
