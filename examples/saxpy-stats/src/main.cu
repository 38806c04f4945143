// saxpy-stats: computes y = a*x + y on the GPU, then the sum of y, timing
// both with CUDA events.
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "check.h"
#include "kernels.cuh"

namespace {

void printDevice(int device) {
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  std::printf("device %d: %s, %d multiprocessors, warp size %d\n", device,
              prop.name, prop.multiProcessorCount, prop.warpSize);
}

} // namespace

int main() {
  int deviceCount = 0;
  CUDA_CHECK(cudaGetDeviceCount(&deviceCount));
  if (deviceCount == 0) {
    std::fprintf(stderr, "no CUDA device\n");
    return 1;
  }
  CUDA_CHECK(cudaSetDevice(0));
  printDevice(0);
  std::printf("built against CUDA runtime %d\n", CUDART_VERSION);

  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);
  std::vector<float> hostX(n, 1.0f), hostY(n, 2.0f);

  float *x = nullptr, *y = nullptr, *sums = nullptr;
  CUDA_CHECK(cudaMalloc(reinterpret_cast<void **>(&x), bytes));
  CUDA_CHECK(cudaMalloc(reinterpret_cast<void **>(&y), bytes));
  const int blocks = (n + stats::kBlockSize - 1) / stats::kBlockSize;
  CUDA_CHECK(cudaMalloc(reinterpret_cast<void **>(&sums),
                        blocks * sizeof(float)));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));

  CUDA_CHECK(cudaMemcpyAsync(x, hostX.data(), bytes, cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(y, hostY.data(), bytes, cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaEventRecord(start, stream));
  CUDA_CHECK(stats::launchSaxpy(n, 3.0f, x, y, stream));
  stats::blockSum<<<blocks, stats::kBlockSize, 0, stream>>>(n, y, sums);
  CUDA_CHECK_LAUNCH();
  CUDA_CHECK(cudaEventRecord(stop, stream));

  std::vector<float> hostSums(blocks);
  CUDA_CHECK(cudaMemcpyAsync(hostSums.data(), sums, blocks * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  double total = 0.0;
  for (float s : hostSums)
    total += s;
  std::printf("sum = %.1f (expected %.1f), %.3f ms\n", total, 5.0 * n, ms);

#if CUDART_VERSION >= 12000
  // A CUDA 12 launch attribute: no MUSA counterpart is known.
  cudaLaunchAttributeValue value = {};
  value.priority = 0;
  std::printf("launch attribute priority %d\n", value.priority);
#endif

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(x));
  CUDA_CHECK(cudaFree(y));
  CUDA_CHECK(cudaFree(sums));
  CUDA_CHECK(cudaDeviceReset());
  return 0;
}
