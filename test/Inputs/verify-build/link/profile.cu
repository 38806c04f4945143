// Calls CUPTI (libcupti), which the MUSA SDK's lib/ is not known to have.
#include <cstdio>
#include <cuda_runtime.h>
#include <cupti.h>

int main() {
  uint32_t version = 0;
  cuptiGetVersion(&version);
  int devices = 0;
  cudaGetDeviceCount(&devices);
  std::printf("%u %d\n", version, devices);
  return 0;
}
