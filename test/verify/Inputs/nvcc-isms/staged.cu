// nvcc takes a C++11 attribute after __shared__; Clang (and mcc) do not.
#include <cuda_runtime.h>
__global__ void k(float *o) {
  __shared__ alignas(16) float As[4][8];
  __shared__   alignas(alignof(float4))
      float Bs[4];
  As[0][threadIdx.x] = 1;
  Bs[0] = 2;
  o[threadIdx.x] = As[0][threadIdx.x] + Bs[0];
}
int main() { float *o; cudaMalloc(&o, 32); k<<<1, 8>>>(o); return 0; }
