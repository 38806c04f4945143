// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// A CUDA name glued together by ## cannot be rewritten; it is reported.

#include <cuda_runtime.h>

#define RT(name) cuda##name
// CHECK: #define RT(name) cuda##name

void f(void *p) {
  RT(Free)(p);
  // CHECK: RT(Free)(p);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaFree' is formed by token pasting here; musify cannot rewrite it [MU0003]
  // DIAG-NEXT: note: rewrite the macro so that the CUDA name is written out
}
