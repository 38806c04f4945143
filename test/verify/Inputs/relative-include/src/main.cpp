#include "cpu/impl.h"
#include <cstdio>

int main() {
  std::printf("%d\n", impl_value());
  return 0;
}
