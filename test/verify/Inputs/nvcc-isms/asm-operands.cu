// nvcc takes asm operands without a comma between them; Clang (and mcc)
// do not, and Clang's recovery drops the whole asm statement.
#include <cuda_runtime.h>
__global__ void k(unsigned *o, uint2 a) {
  unsigned sum;
  asm volatile("add.u32 %0, %1, %2;" : "=r"(sum) : "r"(a.x) "r"(a.y));
  o[threadIdx.x] = sum;
}
int main() {
  unsigned *o;
  cudaMalloc(&o, 32);
  k<<<1, 8>>>(o, make_uint2(1, 2));
  return 0;
}
