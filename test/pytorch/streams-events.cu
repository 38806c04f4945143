// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=MU0001
// Streams, events, error checks and dispatch keys of a PyTorch extension,
// parsed without PyTorch: against musify's stand-in declarations (checked
// with nvcc -I share/musify/torch-shims).

#include <ATen/cuda/CUDAEvent.h>
// CHECK: #include <torch_musa/csrc/core/MUSAEvent.h>
#include <ATen/cuda/Exceptions.h>
// CHECK: #include <torch_musa/csrc/aten/musa/Exceptions.h>
#include <c10/cuda/CUDAStream.h>
// CHECK: #include <torch_musa/csrc/core/MUSAStream.h>
#include <c10/cuda/CUDAFunctions.h>
// CHECK: #include <torch_musa/csrc/core/MUSAFunctions.h>
#include <torch/library.h>
// CHECK: #include <torch/library.h>
// DIAG: {{.*}}.cu:1:1: note: parsed against musify's stand-in declarations of PyTorch, whose headers were not found [MU0007]

void sync_with_default(c10::DeviceIndex device) {
  c10::cuda::CUDAStream side = c10::cuda::getStreamFromPool(false, device);
  // CHECK: c10::musa::MUSAStream side = c10::musa::getStreamFromPool(false, device);
  c10::cuda::OptionalCUDAStreamGuard guard(side);
  // CHECK: c10::musa::OptionalMUSAStreamGuard guard(side);
  at::cuda::CUDAEvent done;
  // CHECK: at::musa::MUSAEvent done;
  done.record(side);
  done.block(c10::cuda::getDefaultCUDAStream(device));
  // CHECK: done.block(c10::musa::getDefaultMUSAStream(device));
  c10::cuda::setCurrentCUDAStream(side);
  // CHECK: c10::musa::setCurrentMUSAStream(side);
  AT_CUDA_CHECK(cudaStreamSynchronize(side));
  // CHECK: AT_MUSA_CHECK(musaStreamSynchronize(side));
  C10_CUDA_IGNORE_ERROR(cudaGetLastError());
  // CHECK: C10_MUSA_IGNORE_ERROR(musaGetLastError());
  if (C10_CUDA_ERROR_HANDLED(cudaPeekAtLastError()) != cudaSuccess)
    c10::cuda::device_synchronize();
  // CHECK: if (C10_MUSA_ERROR_HANDLED(musaPeekAtLastError()) != musaSuccess)
  // CHECK-NEXT: c10::musa::device_synchronize();
  // DIAG: {{.*}}.cu:[[@LINE-3]]:10: warning: 'c10::cuda::device_synchronize' became 'c10::musa::device_synchronize', but 'c10::musa' is not known to declare 'device_synchronize' [MU1002]
}

torch::Tensor relu(const torch::Tensor &x);

// The kernel registered for PyTorch's CUDA dispatch key goes to torch_musa's,
// PrivateUse1.
TORCH_LIBRARY_IMPL(myops, CUDA, m) {
  // CHECK: TORCH_LIBRARY_IMPL(myops, PrivateUse1, m) {
  m.impl("relu", &relu);
}
// DIAG: {{.*}}.cu:[[@LINE-4]]:27: note: 'DispatchKey::CUDA' was rewritten to 'DispatchKey::PrivateUse1', a name known only from name tables {{.*}} [MU1005]
