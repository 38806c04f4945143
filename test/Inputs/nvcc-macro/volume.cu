#include "tensorview.h"
#include <cuda_runtime.h>

__global__ void volume(SimpleVector<int, 3> Shape, int *Out) {
  int V = 1;
  for (int I = 0; I < 3; ++I)
    V *= Shape[I];
  *Out = V;
}

int main() {
  int *Out;
  cudaMalloc(&Out, sizeof(int));
  volume<<<1, 1>>>(SimpleVector<int, 3>{{2, 3, 4}}, Out);
  return cudaDeviceSynchronize() != cudaSuccess;
}
