#include <cuda_runtime.h>
#include <vendor.h>

void release(float *p) { cudaFree(p); }
