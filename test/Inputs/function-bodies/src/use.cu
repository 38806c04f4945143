#include <cuda_runtime.h>
#include <vendor.h>

static float table[vendorSize()];

void use(float *p) {
  decltype(vendorScale()) scale = vendorScale();
  int twice = vendorTwice(3);
  cudaMemset(p, 0, sizeof(table) * twice * scale);
  cudaFree(p);
}
