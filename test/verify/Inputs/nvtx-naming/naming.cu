// NVTX's names for a CUDA stream, event and device (as llm.c's
// cuda_common.h and train_gpt2.cu have them): a profiler's labels that no
// result depends on, from a header that brings CUDA's own back.
#include <cstdio>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

#define NAME_EVENT(e) nvtxNameCudaEventA(e, "sync event")

__global__ void fill(float *X) { X[threadIdx.x] = 1.f; }

int main() {
  cudaStream_t Stream;
  cudaEvent_t Event;
  cudaStreamCreate(&Stream);
  cudaEventCreate(&Event);
  nvtxNameCudaStreamA(Stream, "main stream");
  nvtxNameCudaDeviceA(0,
                      "gpu 0");
  NAME_EVENT(Event);
  nvtxRangePushA("fill");
  float *D = nullptr;
  cudaMalloc(&D, 32 * sizeof(float));
  fill<<<1, 32, 0, Stream>>>(D);
  cudaStreamSynchronize(Stream);
  nvtxRangePop();
  nvtxNameCudaStream(Stream, "by the macro that names the A form");
  cudaFree(D);
  std::printf("done\n");
  return 0;
}
