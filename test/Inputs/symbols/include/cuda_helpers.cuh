#ifndef CUDA_HELPERS_CUH
#define CUDA_HELPERS_CUH
#include <cstdio>
#include <cuda_runtime.h>

// CHECK_CUDA reports a failed call; comments keep their words.
#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      std::printf("CUDA error: %s\n", cudaGetErrorString(err_));             \
  } while (0)

inline void checkCudaErrors(cudaError_t e) { CHECK_CUDA(e); }

struct CudaContext {
  cudaStream_t cuda_stream;
  int device;
};

#define DECLARE_OP(name) void name##_cuda(float *x, int n)

#endif
