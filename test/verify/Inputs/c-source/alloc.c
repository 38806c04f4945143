#include <stdlib.h>
#include <cuda_runtime_api.h>

int main(void) {
  char *buf = malloc(16); // C: no cast
  void *dev = 0;
  if (cudaMalloc(&dev, 16) != cudaSuccess)
    return 1;
  cudaFree(dev);
  free(buf);
  return 0;
}
