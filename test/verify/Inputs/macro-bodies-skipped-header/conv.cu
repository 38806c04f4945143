#define WITH_CUDNN
#include "checks.h"

void make(cudaStream_t s) {
  cudnnHandle_t h;
  CUDNN_CHECK(cudnnCreate(&h));
  CUDNN_CHECK(cudnnSetStream(h, s));
}
