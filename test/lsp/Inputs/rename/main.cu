#include "check.h"

__global__ void fill(int *Out) { *Out = 1; }

int main() {
  CHECK_CUDA(checked(0));
  fill<<<1, 1>>>(nullptr);
  CHECK_CUDA(0);
  return 0;
}
