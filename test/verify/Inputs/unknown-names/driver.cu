// A driver API type no MUSA counterpart is known for.
#include <cuda.h>
#include <cstdio>

int main() {
  CUctxCreateParams params = {};
  std::printf("%p\n", (void *)&params);
  return 0;
}
