// The shared preamble names a header that does not exist: the entry says
// so, and each file fails as it would without the cache.
#include <cuda_runtime.h>
#include <does_not_exist.h>

void sync_a() { cudaDeviceSynchronize(); }
