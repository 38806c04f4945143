// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// CUDA 12/13 APIs with no known MUSA counterpart are named, not renamed.

#include <cuda_runtime.h>

__global__ void k(int *p) { *p = 1; }

void launch(int *p) {
  cudaLaunchConfig_t config = {};
  // CHECK: cudaLaunchConfig_t config = {};
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaLaunchConfig_t' has no known MUSA counterpart: declared by CUDA 13 driver_types.h; no MUSA counterpart is known [MU1002]
  // DIAG-NEXT: note: port by hand, or add a rule once MUSA provides it
  config.gridDim = dim3(1);
  cudaLaunchKernelEx(&config, k, p);
  // CHECK: cudaLaunchKernelEx(&config, k, p);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaLaunchKernelEx' has no known MUSA counterpart: declared by CUDA 13 cuda_runtime.h; no MUSA counterpart is known [MU1002]
  cudaDeviceSynchronize();
  // CHECK: musaDeviceSynchronize();
}
