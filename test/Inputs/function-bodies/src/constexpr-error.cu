#include <cuda_runtime.h>
#include <vendor-constexpr.h>

void release(float *p) { cudaFree(p); }
