#include <cuda.h>

int toolkitVersion() { return CUDA_VERSION; }
