#include <cuda_runtime_api.h>
#ifndef USE_HOST
#error "parsed without the build's -DUSE_HOST"
#endif

int device_count() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}
