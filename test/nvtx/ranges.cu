// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// NVTX has no known MUSA counterpart: every use is named, none renamed.

#include <nvtx3/nvToolsExt.h>

void profiled() {
  nvtxRangePushA("step");
  // CHECK: nvtxRangePushA("step");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxRangePushA' has no known MUSA counterpart: declared by CUDA 13 nvtx3/nvToolsExt.h; no MUSA counterpart is known [MU1002]
  nvtxRangePop();
  // CHECK: nvtxRangePop();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxRangePop' has no known MUSA counterpart
}
