// Scales a vector with streaming loads and stores, as training kernels do
// for data read once (a 128-bit load with __ldcs, a store with __stcs):
// CUDA's loads and stores with a cache hint.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(const float4 *In, float4 *Out, float Factor, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  float4 V = __ldcs(In + I);
  V.x *= Factor, V.y *= Factor, V.z *= Factor, V.w *= Factor;
  __stcs(Out + I, V);
}

__global__ void mix(const int4 *Bits, const double *Weights, double *Sum) {
  int4 B = __ldcg(Bits + threadIdx.x);
  double W = __ldlu(Weights + threadIdx.x) + __ldca(Weights) + __ldcv(Weights);
  __stwt(Sum + threadIdx.x, W * B.x);
  __stcg(Sum, W);
  __stwb(Sum + 1, W);
}

int main() {
  const int N = 256;
  float4 *In = nullptr, *Out = nullptr;
  cudaMalloc(&In, N * sizeof(float4));
  cudaMalloc(&Out, N * sizeof(float4));
  cudaMemset(In, 0, N * sizeof(float4));
  scale<<<N / 128, 128>>>(In, Out, 2.0f, N);
  float4 First;
  cudaMemcpy(&First, Out, sizeof(First), cudaMemcpyDeviceToHost);
  std::printf("%g\n", First.x);
  cudaFree(In);
  cudaFree(Out);
  return 0;
}
