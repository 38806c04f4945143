// nvcc takes a `[[fallthrough]];` that precedes no label (warning #2814-D);
// Clang, and so mcc, rejects it by default, even with warnings off.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void pick(int *Out, int Which) {
  int Value = 0;
  switch (Which) {
  case 1:
    Value = 1;
    [[fallthrough]];
  }
  *Out = Value;
}

int main() {
  int *Out = nullptr;
  cudaMalloc(&Out, sizeof(int));
  pick<<<1, 1>>>(Out, 1);
  cudaFree(Out);
  std::printf("done\n");
  return 0;
}
