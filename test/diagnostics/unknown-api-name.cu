// RUN: %strip %s > %t.cu
// RUN: %musify-nocuda --quiet %t.cu --diagnostics-file=%t.json 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// A name that looks like CUDA's but that no rule knows, typically an API
// removed before CUDA 13 in code the AST does not see, is reported once per
// name with all its places; never left in the output without a word. The
// project's own macros are not reported, whatever they look like.

#define cudaCheck(call) (call)

void legacy_launch(void *args, float *y, const float *x, int n) {
  cudaConfigureCall(1, 1);
  // CHECK: cudaConfigureCall(1, 1);
  cudaSetupArgument(args, 8, 0);
  cudaLaunch("kernel");
  cudaConfigureCall(2, 1);
  cudaCheck(cudaDeviceSynchronize());
  // CHECK: cudaCheck(musaDeviceSynchronize());
  cusparseScsrmv(0, 0, n, n, n, 0, 0, 0, 0, x, 0, y);
}

// DIAG: {{.*}}.cu:13:3: warning: 'cudaConfigureCall' looks like a name of CUDA's APIs, but no rule knows it and no declaration explains it (an API removed before CUDA 13, or a name of the project's); left unchanged (2 places in 1 file, first here) [MU1007]
// DIAG: {{.*}}.cu:15:3: warning: 'cudaSetupArgument' looks like a name of CUDA's APIs{{.*}} [MU1007]
// DIAG: {{.*}}.cu:16:3: warning: 'cudaLaunch' looks like a name of CUDA's APIs{{.*}} [MU1007]
// DIAG: {{.*}}.cu:20:3: warning: 'cusparseScsrmv' looks like a name of CUDA's APIs{{.*}} [MU1007]
// JSON: "also": [
// JSON: "line": 17,
