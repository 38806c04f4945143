// Only names with a known MUSA counterpart, and the C library's cuserid,
// which is spelt as a CUDA name but is not CUDA's: builds.
#include <cuda_runtime.h>
#include <stdio.h>
#include <unistd.h>

int main() {
  int *p = nullptr;
  cudaMalloc(&p, 4);
  cudaFree(p);
  char name[64];
  printf("%s\n", cuserid(name) ? name : "?");
  return 0;
}
