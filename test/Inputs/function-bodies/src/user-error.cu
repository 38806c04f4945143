#include <cuda_runtime.h>
#include <vendor.h>

// The project's own bodies are parsed as always.
void broken(float *p) {
  cudaFree(p);
  not_declared_here();
}
