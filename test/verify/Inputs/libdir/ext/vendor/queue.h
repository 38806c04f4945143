// A library header outside the port that names CUDA: its CUDA names are
// not the port's, and must not fail the port's build.
#pragma once
#include <cuda_runtime.h>
inline cudaError_t vendor_sync(cudaStream_t s) {
  return cudaStreamSynchronize(s);
}
