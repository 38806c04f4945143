// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet -o %t.out.cu 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=PORT --input-file=%t.out.cu
// NVML, the management library (TransformerEngine's util/cuda_nvml.h),
// has no MUSA counterpart in the evidence: its include is reported where
// it is, whether the CUDA install has nvml.h (a parse) or not (the
// token-level pass), and left as it is.

#include <cuda_runtime.h>
#include <nvml.h>
// CHECK: {{.*}}.cu:[[@LINE-1]]:11: warning: header 'nvml.h' has no MUSA counterpart: NVML, NVIDIA's device management library: no MUSA counterpart is known {{.*}} [MU1004]
// PORT: #include <musa_runtime.h>
// PORT-NEXT: #include <nvml.h>

int deviceCount() {
  int n = 0;
  cudaGetDeviceCount(&n);
  // PORT: musaGetDeviceCount(&n);
  return n;
}
