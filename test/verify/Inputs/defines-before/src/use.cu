#include "config.h"

__global__ void fill(int *x) { *x = 1; }

int call(int *x) {
  fill<<<1, 1>>>(x);
  cudaDeviceSynchronize();
  return feature(1);
}
