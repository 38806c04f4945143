// CUDA names no MUSA counterpart is known for, each from a different CUDA
// header: the runtime's, the driver's, NVRTC's.
#include <cuda_runtime.h>
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>

__global__ void k(int *p) { p[threadIdx.x] = 1; }

int main() {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNodeParams params = {};
  cudaGraphNode_t n;
  cudaGraphAddNode(&n, g, nullptr, nullptr, 0, &params);
  CUctxCreateParams cp = {};
  printf("%p\n", (void *)&cp);
  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, "", "x", 0, nullptr, nullptr);
  printf("%d\n", (int)cudaMemLocationTypeHost);
  return 0;
}
