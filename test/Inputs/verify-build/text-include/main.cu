#include <cuda_runtime.h>
int main() {
#include "table.txt"
  return 0;
}
