// RUN: %strip %s > %t.cu
// RUN: %musify-nocuda %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// The token-level pass reports the rules that do not rename, as the AST does.

__global__ void k() {
  cudaGridDependencySynchronize();
  // CHECK: cudaGridDependencySynchronize();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGridDependencySynchronize' is not supported by MUSA: {{.*}} [MU1001]
}
