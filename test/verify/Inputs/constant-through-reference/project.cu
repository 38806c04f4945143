#include "lidar.cuh"
#include <cstdio>

__global__ void project(const sensor::Holder *parameters, float *out) {
  out[threadIdx.x] = toAngle(*parameters, out[threadIdx.x]) +
                     lastRow(parameters->lidar) +
                     scaled(&parameters->lidar, 1.f);
}

int main() {
  sensor::Holder *parameters;
  float *out;
  cudaMalloc(&parameters, sizeof(sensor::Holder));
  cudaMalloc(&out, 32 * sizeof(float));
  cudaMemset(out, 0, 32 * sizeof(float));
  project<<<1, 32>>>(parameters, out);
  std::printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
}
