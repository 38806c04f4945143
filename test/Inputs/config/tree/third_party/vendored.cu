#include <cuda_runtime.h>
void vendored(void **p) { cudaMalloc(p, 16); }
