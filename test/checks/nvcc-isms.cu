// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=MU0001
// nvcc accepts a dependent template call without `template`; Clang-based
// compilers (MUSA's mcc among them) do not. Clang recovers, so the file is
// migrated with its AST, and the missing keyword is inserted and reported.

#include <cuda_runtime.h>

struct Reducer {
  template <int N> __device__ int reduce(int v) const { return v * N; }
};

template <typename T> __global__ void kernel(T r, int *out) {
  out[0] = r.reduce<4>(out[0]);
  // CHECK: out[0] = r.template reduce<4>(out[0]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (missing 'template' keyword prior to dependent template name 'reduce'); musify inserted 'template' [MU2006]
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

