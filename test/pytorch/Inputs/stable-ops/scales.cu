// MX scales on PyTorch's stable ABI, as torchao's MX FP8 extension writes
// them: the ABI's version macros, the headeronly Layout header, and the
// E8M0 scale type of PyTorch 2.9 and later.
#include <torch/csrc/stable/library.h>
#include <torch/csrc/stable/ops.h>
#include <torch/csrc/stable/tensor.h>
#include <torch/csrc/stable/version.h>
#include <torch/headeronly/core/Layout.h>
#include <torch/headeronly/core/ScalarType.h>
#include <torch/headeronly/util/Exception.h>

#include <cuda_runtime.h>

#if TORCH_FEATURE_VERSION >= TORCH_VERSION_2_10_0
#define SCALES_ON_STABLE_OPS 1
#else
#define SCALES_ON_STABLE_OPS 0
#endif

using torch::headeronly::Layout;
using torch::stable::Tensor;

__global__ void fillScales(uint8_t *Scales, int64_t N) {
  int64_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Scales[I] = 127;
}

Tensor scales(const Tensor &Input, int64_t Rows, int64_t Blocks) {
  STD_TORCH_CHECK(Input.layout() == Layout::Strided, "strided input only");
  Tensor Out = torch::stable::new_empty(
      Input, {Rows, Blocks}, torch::headeronly::ScalarType::Float8_e8m0fnu);
  int64_t N = Rows * Blocks;
  fillScales<<<(N + 255) / 256, 256>>>(
      reinterpret_cast<uint8_t *>(Out.data_ptr()), N);
  STD_TORCH_CHECK(cudaGetLastError() == cudaSuccess, "launch failed");
  STD_TORCH_CHECK(SCALES_ON_STABLE_OPS == 1 ||
                      Out.scalar_type() ==
                          torch::headeronly::ScalarType::Float8_e8m0fnu,
                  "scale type");
  return Out;
}
