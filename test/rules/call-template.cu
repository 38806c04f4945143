// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet --rules %inputs/rules/call.yaml %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Argument surgery is declared in rules (`call:`), not coded: the whole call
// is replaced, each $N by the Nth argument as written, with the names inside
// the arguments migrated too.

#include <cuda_runtime.h>

void copy(float *dst, const float *src, size_t n, cudaStream_t s) {
  cudaMemcpy(dst, src, n * sizeof(float), cudaMemcpyDeviceToDevice);
  // CHECK: ourCopy(src, dst, n * sizeof(float), /*kind=*/musaMemcpyDeviceToDevice);
  if (cudaMemset(dst, 0, n) != cudaSuccess)
    // CHECK: if (ourFill(dst, 0) != musaSuccess)
    return;
  cudaMemcpy(dst, src, sizeof(cudaDeviceProp), cudaMemcpyHostToDevice);
  // CHECK: ourCopy(src, dst, sizeof(musaDeviceProp), /*kind=*/musaMemcpyHostToDevice);
  auto fill = &cudaMemset;
  // CHECK: auto fill = &cudaMemset;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:16: warning: the arguments of 'cudaMemset' change on MUSA (ourFill($0, $1)), which musify applies only to calls it can see in the AST [MU1006]
  (void)fill;
  cudaFree(dst);
  // CHECK: cudaFree(dst);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: the call template of 'cudaFree' (ourFree($0, $5)) uses more arguments than this call has [MU1006]
}

// A call written whole in a macro's body is rewritten there, for every
// expansion; one whose function is the macro's argument is not.
#define COPY(d, s) cudaMemcpy(d, s, 4, cudaMemcpyDefault)
// CHECK: #define COPY(d, s) ourCopy(s, d, 4, /*kind=*/musaMemcpyDefault)
#define CALL(f, d, s) f(d, s, 4, cudaMemcpyDefault)
// CHECK: #define CALL(f, d, s) f(d, s, 4, musaMemcpyDefault)
void viaMacro(void *d, void *s) { COPY(d, s); COPY(s, d); CALL(cudaMemcpy, d, s); }
// CHECK: void viaMacro(void *d, void *s) { COPY(d, s); COPY(s, d); CALL(cudaMemcpy, d, s); }
// DIAG: {{.*}}.cu:[[@LINE-2]]:64: warning: the arguments of 'cudaMemcpy' change on MUSA {{.*}} [MU1006]
