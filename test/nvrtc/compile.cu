// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// NVRTC: no MUSA runtime compiler API is known; each call is reported.

#include <nvrtc.h>
// DIAG: {{.*}}.cu:[[@LINE-1]]:11: warning: header 'nvrtc.h' has no MUSA counterpart: NVRTC, CUDA's runtime compiler: no MUSA counterpart is known {{.*}} [MU1004]

bool compile(const char *source) {
  nvrtcProgram prog;
  // CHECK: nvrtcProgram prog;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvrtcProgram' has no known MUSA counterpart: declared by CUDA 13 nvrtc.h; no MUSA counterpart is known [MU1002]
  nvrtcCreateProgram(&prog, source, "k.cu", 0, nullptr, nullptr);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'nvrtcCreateProgram' has no known MUSA counterpart
  nvrtcResult r = nvrtcCompileProgram(prog, 0, nullptr);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'nvrtcResult' has no known MUSA counterpart
  // DIAG: {{.*}}.cu:[[@LINE-2]]:19: warning: 'nvrtcCompileProgram' has no known MUSA counterpart
  return r == NVRTC_SUCCESS;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'NVRTC_SUCCESS' has no known MUSA counterpart
}
