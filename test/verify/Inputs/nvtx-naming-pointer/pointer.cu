// A naming function taken by its address is no call: it stays, reported.
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h>

void (*Namer)(cudaStream_t, const char *) = nvtxNameCudaStreamA;
