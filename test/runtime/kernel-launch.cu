// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Launches keep their <<<...>>> syntax (MUSA's compiler accepts it); the
// language (dim3, threadIdx, __syncthreads, shuffles) is spelled the same.

#include <cuda_runtime.h>

template <typename T> __global__ void scale(T *x, T a, int n) {
  __shared__ T tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % 128] = i < n ? x[i] : T();
  __syncthreads();
  // CHECK: __syncthreads();
  T v = __shfl_down_sync(0xffffffffu, tile[threadIdx.x % 128], 1);
  // CHECK: T v = __shfl_down_sync(0xffffffffu, tile[threadIdx.x % 128], 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:26: warning: full-warp mask '0xffffffffu' names 32 lanes{{.*}} [MU2001]
  if (i < n)
    x[i] = a * v;
}

void run(float *x, int n, cudaStream_t stream) {
  // CHECK: void run(float *x, int n, musaStream_t stream) {
  dim3 block(128), grid((n + 127) / 128);
  // CHECK: dim3 block(128), grid((n + 127) / 128);
  scale<float><<<grid, block, 0, stream>>>(x, 2.0f, n);
  // CHECK: scale<float><<<grid, block, 0, stream>>>(x, 2.0f, n);
  scale<<<1, 128>>>(x, 3.0f, n);
  // CHECK: scale<<<1, 128>>>(x, 3.0f, n);
  void *args[] = {&x, &n};
  cudaLaunchKernel((const void *)scale<float>, grid, block, args, 0, stream);
  // CHECK: musaLaunchKernel((const void *)scale<float>, grid, block, args, 0, stream);
}
