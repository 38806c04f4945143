#ifndef VERIFY_FLAGS_HELPER_H
#define VERIFY_FLAGS_HELPER_H
#include <cstdio>
#include <cuda_runtime.h>

inline int check(cudaError_t e) {
  if (e != cudaSuccess) {
    std::printf("%s\n", cudaGetErrorString(e));
    return 1;
  }
  return 0;
}
#endif
