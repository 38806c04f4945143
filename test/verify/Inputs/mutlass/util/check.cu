#include <cutlass/util/print_error.hpp>

__global__ void touch(int *P) { P[threadIdx.x] = 1; }

int main() {
  int *P = nullptr;
  if (cudaMalloc(&P, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  touch<<<1, 32>>>(P);
  CUTE_CHECK_LAST();
  return cudaFree(P) != cudaSuccess;
}
