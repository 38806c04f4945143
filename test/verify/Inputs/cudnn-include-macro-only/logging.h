#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cudnn.h> // for the checks below

#define CHECK_CUDA(x)                                                          \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s\n", cudaGetErrorString(e));                     \
      std::abort();                                                            \
    }                                                                          \
  } while (0)

#define CHECK_CUDNN(x)                                                         \
  do {                                                                         \
    cudnnStatus_t s = (x);                                                     \
    if (s != CUDNN_STATUS_SUCCESS) {                                           \
      std::fprintf(stderr, "%s\n", cudnnGetErrorString(s));                    \
      std::abort();                                                            \
    }                                                                          \
  } while (0)
