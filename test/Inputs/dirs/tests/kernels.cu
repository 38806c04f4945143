#include <cuda_runtime.h>
int check() { return cudaDeviceSynchronize() == cudaSuccess; }
