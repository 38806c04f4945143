#include "launch.h"

// A warp shuffle has no host version: no fix would compile, so none is made.
__device__ float warpSum(float v) {
  return v + __shfl_xor_sync(0xffffffffu, v, 1);
}

void run(float *data, int n, cudaStream_t stream) {
  launch<warpSum>(data, n, stream);
}
