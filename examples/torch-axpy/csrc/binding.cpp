#include "axpy.h"

namespace {

void axpy(torch::Tensor y, const torch::Tensor &x, double alpha) {
  TORCH_CHECK(x.sizes() == y.sizes(), "x and y must have the same shape");
#ifdef WITH_CUDA
  if (y.is_cuda()) {
    axpy_cuda(y, x, alpha);
    return;
  }
#endif
  y.add_(x, alpha);
}

void clamp(torch::Tensor x, double lo, double hi) {
#ifdef WITH_CUDA
  if (x.device().type() == torch::kCUDA) {
    clamp_cuda(x, lo, hi);
    return;
  }
#endif
  x.clamp_(lo, hi);
}

} // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("axpy_", &axpy, "y += alpha * x");
  m.def("clamp_", &clamp, "clamp x to [lo, hi] in place");
}
