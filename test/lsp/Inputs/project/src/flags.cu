// Parses only with the flags of its compilation database (-DFROM_DATABASE).
#include <cuda_runtime.h>

#ifndef FROM_DATABASE
#error "compiled without the flags of build/compile_commands.json"
#endif

int main() {
  int *p = nullptr;
  cudaMalloc(&p, sizeof(int) * FROM_DATABASE);
  cudaFree(p);
  return 0;
}
