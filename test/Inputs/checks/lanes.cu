// Findings of two kinds for Checks and WarningsAsErrors: warp-size hazards
// (MU2001) and a name known only from name tables (MU1005).
#include <cublas_v2.h>
#include <cuda_runtime.h>

__global__ void lanes(const float *in, float *out) {
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  if (lane == 0)
    out[warp] = in[threadIdx.x];
}

int main() {
  float *in, *out;
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 8 * sizeof(float));
  lanes<<<1, 256>>>(in, out);
  int atomics = CUBLAS_ATOMICS_ALLOWED;
  cudaFree(in);
  cudaFree(out);
  return atomics == 0;
}
