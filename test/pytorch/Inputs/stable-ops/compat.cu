// Helpers over the stable ABI as torchvision's StableABICompat.h writes
// them: typed C shims of ATen operators, and the stable ops that take a
// std::array of dimensions.
#include <torch/csrc/inductor/aoti_torch/generated/c_shim_cpu.h>
#include <torch/csrc/stable/ops.h>
#include <torch/csrc/stable/tensor.h>
#include <torch/headeronly/util/Half.h>

#include <array>

using torch::stable::Tensor;

Tensor add(const Tensor &A, const Tensor &B, double Alpha = 1.0) {
  AtenTensorHandle Ret = nullptr;
  TORCH_ERROR_CODE_CHECK(aoti_torch_cpu_add_Tensor(A.get(), B.get(), Alpha, &Ret));
  return Tensor(Ret);
}

Tensor mix(const Tensor &A, const Tensor &B) {
  std::array<int64_t, 2> Dims = {1, 0};
  Tensor T = torch::stable::permute(A, Dims);
  Tensor P = torch::stable::matmul(T, B);
  Tensor D = torch::stable::subtract(P, B);
  std::array<int64_t, 1> Rows = {0};
  torch::headeronly::Half H = 1.0f;
  (void)H;
  return add(torch::stable::sum(D, Rows), D);
}
