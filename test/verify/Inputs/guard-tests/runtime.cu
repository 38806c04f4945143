// The runtime API included first: the helper's error check is there.
#include <cuda_runtime.h>
#include "helper.h"

int main() {
  int *p = nullptr;
  check(cudaMalloc(&p, 16), "cudaMalloc");
  check(cudaFree(p), "cudaFree");
  return 0;
}
