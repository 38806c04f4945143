#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#ifdef WITH_CUDNN
#include <cudnn.h>
#endif

#define CUDA_CHECK(ans)                                                        \
  {                                                                            \
    cudaError_t code = (ans);                                                  \
    if (code != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s\n", cudaGetErrorString(code));                  \
      std::abort();                                                            \
    }                                                                          \
  }

#define CUDNN_CHECK(ans)                                                       \
  {                                                                            \
    cudnnStatus_t status = (ans);                                              \
    if (status != CUDNN_STATUS_SUCCESS) {                                      \
      std::fprintf(stderr, "%s\n", cudnnGetErrorString(status));               \
      std::abort();                                                            \
    }                                                                          \
  }
