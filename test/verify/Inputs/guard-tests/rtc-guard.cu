// A test of NVRTC's include guard: no MUSA header is known to define it.
#include <cuda_runtime.h>
#include <nvrtc.h>
#include <cstdio>

int main() {
#ifdef __NVRTC_H__
  std::printf("NVRTC\n");
#endif
  return 0;
}
