#include <cuda_runtime.h>
#include "../ops.h"
#include "../../macros.h"
int run() {
  void *p = nullptr;
  cudaMalloc(&p, 16);
  return twice(cudaFree(p));
}
