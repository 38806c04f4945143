#include <unistd.h>
#include <cuda_runtime.h>

int waitForDevice() {
  usleep(1000);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
