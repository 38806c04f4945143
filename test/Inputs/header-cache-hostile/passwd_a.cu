// The shared preamble includes a file that is not source code: its text
// must not reach the entry any more than a report.
#include </etc/passwd>
#include <cuda_runtime.h>

void sync_a() { cudaDeviceSynchronize(); }
