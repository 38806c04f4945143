#include "helper.h"

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

int main() {
  float *d = nullptr;
  if (check(cudaMalloc(&d, 16 * sizeof(float))))
    return 1;
  return check(cudaFree(d));
}
