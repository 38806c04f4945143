// Error checking for CUDA runtime calls.
#ifndef SAXPY_STATS_CHECK_H
#define SAXPY_STATS_CHECK_H

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// Aborts with the failing call, file and line when a runtime call fails.
#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #call, cudaGetErrorString(err_));                           \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// Checks the launch configuration of the last kernel launch.
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

#endif // SAXPY_STATS_CHECK_H
