#include "launch.h"
#include <ops.cuh>

void run(float *data, int n, cudaStream_t stream) {
  launch<negate>(data, n, stream);
}
