// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// `// musify-ignore: ID[, ID]` silences diagnostics on its line;
// `// musify-ignore-next-line: ID` on the next one. Migration is unchanged.

#include <cuda_runtime.h>

void f(cudaLaunchConfig_t *c) { // musify-ignore: MU1002
  // CHECK: void f(cudaLaunchConfig_t *c) { // musify-ignore: MU1002
  // musify-ignore-next-line: no-known-counterpart, MU1005
  cudaLaunchKernelEx(c, f, c);
  cudaLaunchKernelEx(c, f, c); // musify-ignore: MU1003
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaLaunchKernelEx' has no known MUSA counterpart
  cudaStreamQuery(0); // musify-ignore: all
  // CHECK: musaStreamQuery(0); // musify-ignore: all
}
