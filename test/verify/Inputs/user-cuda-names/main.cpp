#include "driver_copy.h"
#include <cuda_runtime.h>

int mylib::cudaMalloc(void **p, unsigned long n) { return n ? 0 : 1; }

int run(tcuMemAlloc alloc) {
  CUdeviceptr d = alloc(64);
  CUdevice dev = 0;
  void *p = nullptr;
  int r = mylib::cudaMalloc(&p, 8);
  cudaFree(nullptr);
#if 0
  cudaMalloc(&p, 8); // CUDA's: mylib::cudaMalloc does not hide it here
#endif
  return r + dev + (d != 0);
}
