// Warp-size hazards, each with a quick fix where warpSize is exact. The
// comments hold text that is not ASCII (größer, 😀): positions are UTF-16.
#include <cuda_runtime.h>

__global__ void lanes(const float *in, float *out) {
  /* größer 😀 */ int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (lane == 0)
    out[warp] = v;
}

int main() {
  float *in, *out;
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 8 * sizeof(float));
  lanes<<<1, 256>>>(in, out);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
