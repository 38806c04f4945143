#include <cstdio>
#include <cutlass/zz_shape.h>
#include <cutlass/aa_reference.h>

int main() {
  std::printf("%d\n", cutlass::tile_count());
  return 0;
}
