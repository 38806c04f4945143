// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu -- -I %inputs/torch/include 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// A PyTorch CUDA extension kernel launcher. PyTorch's headers (here minimal
// stand-ins under Inputs/) are recognised by path; their CUDA names follow
// torch_musa.

#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAException.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void launch(float *x, float a, int n, int device) {
  const c10::cuda::CUDAGuard guard(device);
  // CHECK: const c10::musa::MUSAGuard guard(device);
  cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
  // CHECK: musaStream_t stream = at::musa::getCurrentMUSAStream().stream();
  scale<<<(n + 255) / 256, 256, 0, stream>>>(x, a, n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  // CHECK: C10_CUDA_KERNEL_LAUNCH_CHECK();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'C10_CUDA_KERNEL_LAUNCH_CHECK' has no known MUSA counterpart: torch_musa's tables have no counterpart for this macro [MU1002]
}
