// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// nvcc accepts a dependent template call without `template`; Clang does
// not. The file is still migrated, names the user declared stay protected.

#include <cuda_runtime.h>

struct Reducer {
  template <int N> __device__ int reduce(int v) const { return v * N; }
};

template <typename T> __global__ void kernel(T r, int *out) {
  out[0] = r.reduce<4>(out[0]);
}

namespace mine {
int cudaFree(void *) { return 0; }
// CHECK: int cudaFree(void *) { return 0; }
}

int main() {
  int *p;
  cudaMalloc(&p, sizeof(int));
  // CHECK: musaMalloc(&p, sizeof(int));
  kernel<<<1, 1>>>(Reducer{}, p);
  cudaFree(p);
  // CHECK: musaFree(p);
  return 0;
}

// DIAG: {{.*}}.cu:1:1: note: migrated by the token-level pass only: the file does not parse with Clang ({{.*}}.cu:15:14: missing 'template' keyword prior to dependent template name 'reduce') [MU0001]
