// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=musa
// RUN: count 0 < %t.err
// Names that merely look like CUDA belong to the user and stay as they are.

#include <cstddef>
#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>

namespace mylib {
int cudaMalloc(void **p, size_t n) { return n ? 0 : 1; }
// CHECK: int cudaMalloc(void **p, size_t n) { return n ? 0 : 1; }
struct cudaStream_t { int id; };
// CHECK: struct cudaStream_t { int id; };
// Unqualified, but mylib's own function hides the CUDA one here.
int twice(void **p) { return cudaMalloc(p, 8) + cudaMalloc(p, 8); }
// CHECK: int twice(void **p) { return cudaMalloc(p, 8) + cudaMalloc(p, 8); }
} // namespace mylib

struct Context {
  int cudaStream;
  int cudaFree() const { return cudaStream; }
};
// CHECK: int cudaStream;
// CHECK: int cudaFree() const { return cudaStream; }

int use(Context &c, void **p) {
  mylib::cudaStream_t s{1};
  // CHECK: mylib::cudaStream_t s{1};
  int r = mylib::cudaMalloc(p, 4) + c.cudaFree() + s.id;
  // CHECK: int r = mylib::cudaMalloc(p, 4) + c.cudaFree() + s.id;
  return r + c.cudaStream;
  // CHECK: return r + c.cudaStream;
}
