#include "vendors/cuda.h"

int allocate(void **p) { return cudaMalloc(p, 64) == cudaSuccess; }
