// A unit of a CUTLASS 2 project built at C++14.
#include <cutlass/all_of.h>
#include <cuda_runtime.h>

static_assert(cutlass::all_of<true, true>::value, "all of them");

__global__ void mark(int *Out) { Out[threadIdx.x] = 1; }

int main() {
  int *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  mark<<<1, 32>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
