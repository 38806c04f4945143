#include <cutlass/limits.h>

__global__ void digits(int *Out) {
  Out[threadIdx.x] =
      cutlass::platform::numeric_limits<cutlass::half_t>::digits();
}

int main() {
  int *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  digits<<<1, 32>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
