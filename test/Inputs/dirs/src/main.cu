#include "cuda/kernels.cuh"

int run(float *x, int n) { return scale(x, n, nullptr) == cudaSuccess; }
