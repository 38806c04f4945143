// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// A CUDA SDK declaration that no rule covers (here nvJitLink, which no family
// describes yet) is reported where it is used, and left unchanged.

#include <cuda_runtime.h>
#include <nvJitLink.h>
// DIAG: {{.*}}.cu:[[@LINE-1]]:11: warning: header 'nvJitLink.h' has no MUSA counterpart: nvJitLink, CUDA's JIT linker: no MUSA counterpart is known [MU1004]

void link() {
  nvJitLinkHandle handle;
  // CHECK: nvJitLinkHandle handle;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: API 'nvJitLinkHandle' comes from the CUDA SDK (nvJitLink.h) but no rule covers it; left unchanged [MU1003]
  // DIAG-NEXT: note: port it by hand, or add a rule for it (see docs/rules.md)
  const char *options[] = {"-arch=sm_80"};
  nvJitLinkCreate(&handle, 1, options);
  // CHECK: nvJitLinkCreate(&handle, 1, options);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: {{.*}} 'nvJitLinkCreate' comes from the CUDA SDK (nvJitLink.h) but no rule covers it; left unchanged [MU1003]
  cudaStream_t stream = nullptr;
  // CHECK: musaStream_t stream = nullptr;
  (void)stream;
}
