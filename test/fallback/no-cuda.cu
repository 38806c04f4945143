// RUN: %strip %s > %t.cu
// RUN: %musify-nocuda %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Without any CUDA installation (the usual case on a MUSA machine) files are
// still migrated, by the token-level pass, and a note says so.

#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>
#include "kernels.cuh"
// CHECK: #include "kernels.cuh"

__global__ void k(float *x) { x[threadIdx.x] = 0; }

int main() {
  float *d;
  cudaError_t err = cudaMalloc(&d, 64);
  // CHECK: musaError_t err = musaMalloc(&d, 64);
  if (err != cudaSuccess)
    // CHECK: if (err != musaSuccess)
    return 1;
  k<<<1, 16>>>(d);
  mylib::cudaMalloc(2);
  // CHECK: mylib::cudaMalloc(2);
  printf("%s\n", "cudaMalloc");
  // CHECK: printf("%s\n", "cudaMalloc");
  cudaFree(d); // cudaFree
  // CHECK: musaFree(d); // cudaFree
  return 0;
}

// DIAG: {{.*}}.cu:1:1: note: migrated by the token-level pass only: no CUDA toolkit headers were found, so the file was not parsed [MU0001]
// DIAG-NEXT: note: review the result: names were matched without type information
// DIAG: musify: note: no CUDA toolkit found (searched {{.*}}); token-level migration only
// DIAG: musify: 1 file migrated (1 changed): 5 rewrites (headers 1, runtime 4)
// DIAG: musify: 0 errors, 0 warnings, 1 note to review; 1 file by the token-level pass only
