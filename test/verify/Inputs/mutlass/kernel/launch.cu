// Includes CUTLASS's kernel template first, as FasterTransformer's
// compute_occupancy.h does: CUTLASS's header brings cutlass/cutlass.h.
#include <cutlass/device_kernel.h>
#include <cuda_runtime.h>

struct Fill {
  struct Params {
    int *Out;
  };
  __device__ void operator()(Params P) { P.Out[threadIdx.x] = 1; }
};

int main() {
  int *Out = nullptr;
  if (cudaMalloc(&Out, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  cutlass::Kernel<Fill><<<1, 32>>>(Fill::Params{Out});
  return cudaFree(Out) != cudaSuccess;
}
