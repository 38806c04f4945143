// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// A file that does not parse (here: a header that is not there) is still
// migrated, and the note names the first error. What the partial AST knows
// is still used: the user's own cudaCheck is left alone.

#include <cuda_runtime.h>
#include "not_in_this_tree.h"
// CHECK: #include "not_in_this_tree.h"

void use(void *p) {
  cudaFree(p);
  // CHECK: musaFree(p);
  cudaMemcpy(p, p, 4, cudaMemcpyDeviceToDevice);
  // CHECK: musaMemcpy(p, p, 4, musaMemcpyDeviceToDevice);
}

// DIAG: {{.*}}.cu:1:1: note: migrated by the token-level pass only: the file does not parse with Clang ({{.*}}.cu:10:10: 'not_in_this_tree.h' file not found) [MU0001]
