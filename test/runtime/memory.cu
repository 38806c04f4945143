// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: count 0 < %t.err

#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>

void copies(float *host, size_t n) {
  float *dev = nullptr;
  cudaMalloc(&dev, n * sizeof(float));
  // CHECK: musaMalloc(&dev, n * sizeof(float));
  cudaMemset(dev, 0, n * sizeof(float));
  // CHECK: musaMemset(dev, 0, n * sizeof(float));
  cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: musaMemcpy(dev, host, n * sizeof(float), musaMemcpyHostToDevice);
  cudaMemcpyKind back = cudaMemcpyDeviceToHost;
  // CHECK: musaMemcpyKind back = musaMemcpyDeviceToHost;
  cudaMemcpy(host, dev, n * sizeof(float), back);
  // CHECK: musaMemcpy(host, dev, n * sizeof(float), back);
  float *pinned;
  cudaMallocHost(reinterpret_cast<void **>(&pinned), 64);
  // CHECK: musaMallocHost(reinterpret_cast<void **>(&pinned), 64);
  cudaFreeHost(pinned);
  // CHECK: musaFreeHost(pinned);
  cudaFree(dev);
  // CHECK: musaFree(dev);
}
