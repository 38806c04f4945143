// A project's own copy of a few CUDA driver declarations, as programs that
// load the driver themselves carry (it includes no CUDA header).
#pragma once
#if defined(__LP64__) || defined(_WIN64)
typedef unsigned long long CUdeviceptr;
#else
typedef unsigned int CUdeviceptr;
#endif
typedef int CUdevice;
typedef CUdeviceptr (*tcuMemAlloc)(unsigned long bytes);

namespace mylib {
int cudaMalloc(void **p, unsigned long n);
} // namespace mylib
