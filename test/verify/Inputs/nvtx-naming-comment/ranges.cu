// NVTX's ranges, with the naming extension as the only NVTX include.
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h> // stream names and ranges
// Before: 0 of 1 builds (nvtxRangePushA undeclared, once the include had gone).

int main() {
  cudaStream_t Stream;
  cudaStreamCreate(&Stream);
  nvtxNameCudaStreamA(Stream, "main");
  nvtxRangePushA("work");
  cudaStreamSynchronize(Stream);
  nvtxRangePop();
  cudaStreamDestroy(Stream);
  return 0;
}
