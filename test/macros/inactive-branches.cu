// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Branches inactive in this (host-side) parse are migrated by the token pass.

#include <cuda_runtime.h>

__device__ __host__ int lane() {
#ifdef __CUDA_ARCH__
  // CHECK: #ifdef __MUSA_ARCH__
  return threadIdx.x + __CUDA_ARCH__ * 0;
  // CHECK: return threadIdx.x + __MUSA_ARCH__ * 0;
#else
  return 0;
#endif
}

#if CUDART_VERSION < 9000
// CHECK: #if MUSART_VERSION < 9000
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION < 9000' compares the CUDA version (9.0); migrated, it compares a MUSA version number with it and is false for every MUSA SDK 4.x and 5.x [MU2004]
#include <cuda_fp16.h>
// CHECK: #include <musa_fp16.h>
void legacy(cudaStream_t s) { cudaStreamSynchronize(s); }
// CHECK: void legacy(musaStream_t s) { musaStreamSynchronize(s); }
#elif defined(__CUDACC__)
// CHECK: #elif defined(__MUSACC__)
void current(cudaStream_t s) { cudaStreamQuery(s); }
// CHECK: void current(musaStream_t s) { musaStreamQuery(s); }
#endif

#if 0
cudaError_t never = cudaErrorInvalidValue; // still a CUDA name
// CHECK: musaError_t never = musaErrorInvalidValue; // still a CUDA name
#endif
