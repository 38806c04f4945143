// RUN: %strip %s > %t.cu
// RUN: %musify-nocuda %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// The token-level pass reports the rules that do not rename, as the AST
// does; a call whose arguments change needs the AST and is reported too.

int attribute() {
  return cudaLaunchAttributeProgrammaticStreamSerialization;
  // CHECK: return cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: 'cudaLaunchAttributeProgrammaticStreamSerialization' is not supported by MUSA: {{.*}} [MU1001]
}

__global__ void k() {
  cudaGridDependencySynchronize();
  // CHECK: cudaGridDependencySynchronize();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: the arguments of 'cudaGridDependencySynchronize' change on MUSA (((void)0)), which musify applies only to calls it can see in the AST [MU1006]
}
