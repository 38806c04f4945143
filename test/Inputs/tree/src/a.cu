#include "../include/common.cuh"
void a(cudaStream_t s) { cudaStreamSynchronize(s); sync(); }
