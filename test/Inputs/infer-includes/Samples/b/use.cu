#include <util.h>
#include <cuda_runtime.h>

void use() {
  if (pick() == 1)
    cudaDeviceReset();
}
