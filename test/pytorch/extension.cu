// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu -- -I %inputs/torch/include 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=MU0001
// A PyTorch CUDA extension's launcher, as extensions write them. PyTorch's
// headers (minimal stand-ins under Inputs/, checked with nvcc) are
// recognised by path; their CUDA names follow torch_musa.

#include <ATen/cuda/CUDAContext.h>
// CHECK: #include <torch_musa/csrc/aten/musa/MUSAContext.h>
#include <c10/cuda/CUDAGuard.h>
// CHECK: #include <torch_musa/csrc/core/MUSAGuard.h>
#include <c10/cuda/CUDAException.h>
// CHECK: #include <torch_musa/csrc/core/MUSAException.h>
#include <torch/extension.h>
// CHECK: #include <torch/extension.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void launch(torch::Tensor &t, float a) {
  TORCH_CHECK(t.is_cuda(), "t must be a CUDA tensor");
  // CHECK: TORCH_CHECK(t.is_privateuseone(), "t must be a CUDA tensor");
  TORCH_CHECK(t.device().type() == torch::kCUDA);
  // CHECK: TORCH_CHECK(t.device().type() == torch::kPrivateUse1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:43: note: 'kCUDA' was rewritten to 'kPrivateUse1', a name known only from name tables {{.*}} [MU1005]
  TORCH_CHECK(t.device().type() == c10::DeviceType::CUDA);
  // CHECK: TORCH_CHECK(t.device().type() == c10::DeviceType::PrivateUse1);
  const at::cuda::OptionalCUDAGuard guard(t.get_device());
  // CHECK: const at::musa::OptionalMUSAGuard guard(t.get_device());
  const c10::cuda::CUDAGuard other(c10::cuda::current_device());
  // CHECK: const c10::musa::MUSAGuard other(c10::musa::current_device());
  c10::cuda::CUDAStreamGuard stream_guard(c10::cuda::getStreamFromPool());
  // CHECK: c10::musa::MUSAStreamGuard stream_guard(c10::musa::getStreamFromPool());
  cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
  // CHECK: musaStream_t stream = at::musa::getCurrentMUSAStream().stream();
  int n = t.numel();
  scale<<<(n + 255) / 256, 256, 0, stream>>>(t.data(), a, n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  // CHECK: C10_MUSA_KERNEL_LAUNCH_CHECK();
  C10_CUDA_CHECK(cudaStreamSynchronize(stream));
  // CHECK: C10_MUSA_CHECK(musaStreamSynchronize(stream));
}

// A name of at::cuda that torch_musa is not known to declare: the
// namespace follows the rule, and the name is reported.
bool p2p() { return at::cuda::get_p2p_access(0, 1); }
// CHECK: bool p2p() { return at::musa::get_p2p_access(0, 1); }
// DIAG: {{.*}}.cu:[[@LINE-2]]:25: warning: 'at::cuda::get_p2p_access' became 'at::musa::get_p2p_access', but 'at::musa' is not known to declare 'get_p2p_access' [MU1002]

// torch_musa keeps this one's name (at::musa::warp_size).
int warp() { return at::cuda::warp_size(); }
// CHECK: int warp() { return at::musa::warp_size(); }

// One that says CUDA and has no rule: renaming only its namespace would
// leave it half renamed, so the whole name stays, reported.
void *sparse() { return at::cuda::getCurrentCUDASparseHandle(); }
// CHECK: void *sparse() { return at::cuda::getCurrentCUDASparseHandle(); }
// DIAG: {{.*}}.cu:[[@LINE-2]]:29: warning: 'at::cuda::getCurrentCUDASparseHandle' has no known counterpart: renaming only the namespace would give 'at::musa::getCurrentCUDASparseHandle', which nothing is known to declare; left unchanged [MU1002]
