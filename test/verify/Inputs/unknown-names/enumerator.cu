// An enumerator of a known enumeration that MUSA is not known to have.
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  cudaMemLocation where = {};
  where.type = cudaMemLocationTypeHost;
  std::printf("%d\n", (int)where.type);
  return 0;
}
