// A project that defines CUDA_VERSION itself, as some do for host builds:
// its tests compare its own value and stay.
#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif
#if CUDA_VERSION >= 11000
int modern = 1;
#endif
