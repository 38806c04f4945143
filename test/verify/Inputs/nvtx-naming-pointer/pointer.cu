// A naming function taken by its address is no call: it stays, reported.
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h>

void (*Namer)(cudaStream_t, const char *) = nvtxNameCudaStreamA;

// An argument that does something keeps the call, reported.
cudaStream_t make(int I);
int nameAll(cudaStream_t *Streams) {
  int N = 0;
  for (int I = 0; I < 4; ++I)
    nvtxNameCudaStreamA(Streams[N++] = make(I), "worker");
  return N;
}

// A call in a macro's argument stays too.
#define DO(x) x
void inArgument(cudaStream_t S) { DO(nvtxNameCudaStreamA(S, "a")); }
