// PyTorch API that Gaussian splatting extensions use (gsplat's style): a
// custom class registered in TORCH_LIBRARY and pickled through IValues,
// shapes built in DimVectors, grad mode, irange, AT_DISPATCH_V2; and
// pybind11's NumPy arrays and len (detectron2's COCO evaluation).
#include <ATen/Dispatch.h>
#include <ATen/Dispatch_v2.h>
#include <ATen/NativeFunctions.h>
#include <ATen/core/DimVector.h>
#include <ATen/core/List.h>
#include <ATen/core/grad_mode.h>
#include <ATen/core/ivalue.h>
#include <ATen/ops/empty.h>
#include <c10/core/SymInt.h>
#include <c10/cuda/CUDAStream.h>
#include <c10/util/accumulate.h>
#include <c10/util/irange.h>
#include <pybind11/numpy.h>
#include <pybind11/stl_bind.h>
#include <torch/custom_class.h>
#include <torch/extension.h>
#include <torch/library.h>

#include <vector>

// A lens, shared with Python and TorchScript as torch.classes.splat.Lens.
struct Lens : torch::CustomClassHolder {
  explicit Lens(double Focal) : Focal(Focal) {}
  double scaled(double S) const { return Focal * S; }
  double Focal;
};

template <typename T>
__global__ void project(const T *In, T *Out, int64_t N, float Focal) {
  int64_t I = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  if (I < N) {
    Out[2 * I] = T(float(In[3 * I]) * Focal / float(In[3 * I + 2]));
    Out[2 * I + 1] = T(float(In[3 * I + 1]) * Focal / float(In[3 * I + 2]));
  }
}

template <typename T> __global__ void copy(const T *In, T *Out, int64_t N) {
  int64_t I = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  if (I < N)
    Out[I] = In[I];
}

at::Tensor projectAll(const at::Tensor &Points,
                      const c10::intrusive_ptr<Lens> &L) {
  at::OptionalDeviceGuard Guard(at::device_of(Points));
  at::DimVector Shape(Points.sizes().slice(0, Points.dim() - 1));
  Shape.append({2});
  at::Tensor Out = at::empty(Shape, Points.options());
  int64_t N = c10::multiply_integers(Shape.begin(), Shape.end() - 1);
  if (N == 0)
    return Out;
  unsigned Blocks = static_cast<unsigned>(::cuda::ceil_div<int64_t>(N, 256));
  float Focal = static_cast<float>(L->Focal);
  AT_DISPATCH_V2(
      Points.scalar_type(), "project", AT_WRAP([&] {
        project<scalar_t><<<Blocks, 256, 0, at::cuda::getCurrentCUDAStream()>>>(
            Points.const_data_ptr<scalar_t>(), Out.mutable_data_ptr<scalar_t>(),
            N, Focal);
      }),
      AT_EXPAND(AT_FLOATING_TYPES), at::kHalf, at::kBFloat16);
  return Out;
}

at::Tensor copyAny(const at::Tensor &X) {
  at::Tensor Out = at::empty_like(X);
  int64_t N = X.numel();
  AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(
      at::kHalf, at::kBFloat16, X.scalar_type(), "copy", [&] {
        copy<scalar_t><<<unsigned((N + 255) / 256), 256>>>(
            X.const_data_ptr<scalar_t>(), Out.mutable_data_ptr<scalar_t>(), N);
      });
  return Out;
}

// Shapes and grad mode, on the host.
std::vector<int64_t> extents(const at::Tensor &X) {
  std::vector<int64_t> Out;
  for (const auto D : c10::irange(X.dim()))
    Out.push_back(X.size(D));
  if (at::GradMode::is_enabled() && X.requires_grad()) {
    at::NoGradGuard NoGrad;
    Out.push_back(c10::multiply_integers(X.sizes()));
  }
  return Out;
}

// A pickled lens: a (version, focal) tuple, or a list from older versions.
std::vector<c10::IValue> stateOf(const c10::IValue &State) {
  std::vector<c10::IValue> Elements;
  if (State.isTuple()) {
    const auto &Items = State.toTuple()->elements();
    Elements.assign(Items.begin(), Items.end());
  } else if (State.isList()) {
    for (const auto Item : State.toList())
      Elements.push_back(static_cast<c10::IValue>(Item));
  }
  TORCH_CHECK(Elements.size() == 2 && Elements[0].isInt(), "bad lens state ",
              State.tagKind());
  return Elements;
}

TORCH_LIBRARY(splat, m) {
  m.class_<Lens>("Lens")
      .def(torch::init<double>())
      .def("scaled", &Lens::scaled, "focal times a scale",
           {torch::arg("s") = 1.0})
      .def_readwrite("focal", &Lens::Focal)
      .def_pickle(
          [](const c10::intrusive_ptr<Lens> &Self) -> c10::IValue {
            return c10::IValue(c10::ivalue::Tuple::create(
                {c10::IValue(int64_t(1)), c10::IValue(Self->Focal)}));
          },
          [](c10::IValue State) -> c10::intrusive_ptr<Lens> {
            return c10::make_intrusive<Lens>(stateOf(State)[1].toDouble());
          });
  m.def("project_all(Tensor points, __torch__.torch.classes.splat.Lens lens)"
        " -> Tensor");
  m.def("copy_any(Tensor x) -> Tensor");
}

// Kernels of two keys, each in a block of its own.
TORCH_LIBRARY_IMPL(splat, CUDA, m) { m.impl("project_all", &projectAll); }
TORCH_LIBRARY_IMPL(splat, PrivateUse1, m) { m.impl("copy_any", &copyAny); }

// The mean of a NumPy array over the length of a Python list.
double meanOver(const pybind11::array_t<double, pybind11::array::c_style |
                                                    pybind11::array::forcecast>
                    &Values,
                const pybind11::list &Ids) {
  auto View = Values.unchecked<1>();
  double Sum = 0;
  for (pybind11::ssize_t I = 0; I < View.shape(0); ++I)
    Sum += View(I);
  return Sum / static_cast<double>(pybind11::len(Ids));
}

enum class Mode { Fast, Exact };

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  using namespace pybind11::literals;
  pybind11::enum_<Mode>(m, "Mode", pybind11::module_local())
      .value("FAST", Mode::Fast)
      .value("EXACT", Mode::Exact);
  m.def("mean_over", &meanOver);
  m.def("grid", [](int64_t N) {
    pybind11::array_t<float> Grid({N, N});
    float *Data = Grid.mutable_data();
    for (int64_t I = 0; I < N * N; ++I)
      Data[I] = 0.f;
    return Grid;
  });
  m.def("summary", [](const pybind11::object &Params) {
    return pybind11::dict("count"_a = pybind11::len(Params.attr("ids")),
                          "extents"_a = std::vector<int64_t>{1, 2});
  });
  pybind11::bind_vector<std::vector<double>>(m, "DoubleVector");
}
