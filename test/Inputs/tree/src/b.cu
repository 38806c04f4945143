#include "../include/common.cuh"
void b(void *p) { cudaFree(p); sync(); }
