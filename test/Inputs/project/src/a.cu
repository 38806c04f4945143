#include "../include/shared.cuh"
void a(cudaStream_t s) { cudaStreamSynchronize(s); syncAll(); }
