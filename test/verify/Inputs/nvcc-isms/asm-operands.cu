// nvcc takes asm operands without a comma between them; Clang (and mcc)
// do not, and Clang's recovery drops the whole asm statement.
#include <cuda_runtime.h>
__global__ void k(unsigned *o, uint2 a) {
  unsigned sum;
  asm volatile("add.u32 %0, %1, %2;" : "=r"(sum) : "r"(a.x) "r"(a.y));
  o[threadIdx.x] = sum;
}
// Several missing, one of them before a named operand; a comment that
// holds a quote between two operands.
__global__ void k3(unsigned *o, uint4 a) {
  unsigned sum, carry;
  asm volatile("add.cc.u32 %0, %2, %3; // the carry's next\n"
               "addc.u32 %1, %4, 0;"
               : "=r"(sum) /* it's */ "=r"(carry) : "r"(a.x) "r"(a.y)
                 [z] "r"(a.z));
  o[threadIdx.x] = sum + carry;
}
int main() {
  unsigned *o;
  cudaMalloc(&o, 32);
  k<<<1, 8>>>(o, make_uint2(1, 2));
  k3<<<1, 8>>>(o, make_uint4(1, 2, 3, 4));
  return 0;
}
