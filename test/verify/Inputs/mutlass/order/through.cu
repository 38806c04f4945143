#include <cstdio>
#include "common.h"
#include <cutlass/aa_reference.h>

int main() {
  std::printf("%d\n", cutlass::tile_count());
  return 0;
}
