// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Features MUSA lacks on some GPUs or limits are migrated and reported with
// the evidence their rules cite.

#include <cuda_runtime.h>

__global__ void grid(int *p) { *p = 1; }

void run(int *p, cudaStream_t s) {
  void *args[] = {&p};
  cudaLaunchCooperativeKernel((void *)grid, 1, 1, args, 0, s);
  // CHECK: musaLaunchCooperativeKernel((void *)grid, 1, 1, args, 0, s);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaLaunchCooperativeKernel': cooperative launch is not available on every MUSA GPU{{.*}} [MU2005]
  // DIAG-NEXT: note: check that the code does not depend on it, or guard it by architecture
  cudaFuncSetAttribute(grid, cudaFuncAttributeMaxDynamicSharedMemorySize, 96 * 1024);
  // CHECK: musaFuncSetAttribute(grid, musaFuncAttributeMaxDynamicSharedMemorySize, 96 * 1024);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:30: warning: 'cudaFuncAttributeMaxDynamicSharedMemorySize': raising the dynamic shared memory limit is a no-op in ggml's MUSA build {{.*}} [MU2005]
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaStreamBeginCapture': CUDA graphs are experimental on MUSA {{.*}} [MU2005]
  grid<<<1, 1, 0, s>>>(p);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaGraphInstantiate': CUDA graphs are experimental on MUSA {{.*}} [MU2005]
  cudaGraphLaunch(exec, s);
  // CHECK: musaGraphLaunch(exec, s);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGraphLaunch': CUDA graphs are experimental on MUSA {{.*}} [MU2005]
}
