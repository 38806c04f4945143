// An extension with kernels for CUDA and for another PrivateUse1 backend,
// as gsplat's ext.cpp registers them.
#include <ATen/ATen.h>
#include <torch/library.h>

at::Tensor projectCuda(const at::Tensor &X) { return X * 2; }
at::Tensor projectOther(const at::Tensor &X) { return X * 3; }
at::Tensor projectAutograd(const at::Tensor &X) { return X * 4; }
at::Tensor blendCuda(const at::Tensor &X) { return X + 1; }
at::Tensor metaShape(const at::Tensor &X) { return at::empty_like(X); }

TORCH_LIBRARY(splat, m) {
  m.def("project(Tensor x) -> Tensor");
}
TORCH_LIBRARY(blend, m) {
  m.def("blend(Tensor x) -> Tensor");
}

TORCH_LIBRARY_IMPL(splat, CUDA, m) { m.impl("project", &projectCuda); }
TORCH_LIBRARY_IMPL(splat, AutogradCUDA, m) {
  m.impl("project", &projectAutograd);
}
TORCH_LIBRARY_IMPL(splat, Meta, m) { m.impl("project", &metaShape); }

// The other backend's blocks.
TORCH_LIBRARY_IMPL(splat, PrivateUse1, m) { m.impl("project", &projectOther); }
TORCH_LIBRARY_IMPL(splat, AutogradPrivateUse1, m) {
  m.impl("project", &projectAutograd);
}

// Another namespace: its CUDA block is the only PrivateUse1 one it has, and
// a block the preprocessor skips, or one in a comment or string, is none.
TORCH_LIBRARY_IMPL(blend, CUDA, m) { m.impl("blend", &blendCuda); }
#if 0
TORCH_LIBRARY_IMPL(blend, PrivateUse1, m) { m.impl("blend", &blendCuda); }
#endif
// TORCH_LIBRARY_IMPL(blend, PrivateUse1, m)
const char *Doc = "TORCH_LIBRARY_IMPL(blend, PrivateUse1, m)";

// Backend fallbacks (namespace `_`): PyTorch refuses a second for one key.
TORCH_LIBRARY_IMPL(_, CUDA, m) {
  m.fallback(torch::CppFunction::makeFallthrough());
}
TORCH_LIBRARY_IMPL(_, PrivateUse1, m) {
  m.fallback(torch::CppFunction::makeFallthrough());
}
