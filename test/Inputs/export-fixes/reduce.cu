#include "common.cuh"

__global__ void reduce(float *out, const float *in) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset, 32);
  int lane = threadIdx.x % 32;
  if (lane == 0)
    out[threadIdx.x / 32] = v;
}

void run(float *out, const float *in, unsigned *flags) {
  cudaStream_t s;
  check(cudaStreamCreate(&s));
  reduce<<<1, 256, 0, s>>>(out, in);
  check(cudaGetDeviceFlags(flags));
  check(cudaStreamSynchronize(s));
  cudaStreamDestroy(s);
}
