#include "../vendored/matrix.h"
#include <cuda_runtime.h>

__global__ void fill(float *Out) {
  Matrix3<float> M;
  M.set_slice_3x3(1.0f);
  Out[threadIdx.x] = M.Data[threadIdx.x % 9];
}

int main() {
  float *Out = nullptr;
  if (cudaMalloc(&Out, 9 * sizeof(float)) != cudaSuccess)
    return 1;
  fill<<<1, 9>>>(Out);
  return cudaFree(Out) != cudaSuccess;
}
