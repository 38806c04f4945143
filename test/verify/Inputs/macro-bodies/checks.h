// A project's error-checking macros for every CUDA library it might use,
// as inference engines keep them in one utility header: NVRTC's, which
// MUSA lacks, is defined here and expanded only where NVRTC is used (whose
// units include <nvrtc.h> themselves).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK_CUDA(Expr)                                                       \
  do {                                                                         \
    cudaError_t Err = (Expr);                                                  \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s\n", cudaGetErrorString(Err));                   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define CHECK_NVRTC(Expr)                                                      \
  do {                                                                         \
    nvrtcResult Status = (Expr);                                               \
    if (Status != NVRTC_SUCCESS)                                               \
      std::exit(1);                                                            \
  } while (0)
