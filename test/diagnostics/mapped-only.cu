// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU1005
// A rename that rests on Moore Threads' name tables alone is applied and
// noted (MU1005); one that code building against MUSA uses is not.

#include <cuda_runtime.h>

void f(cudaStream_t s) {
  cudaStreamSynchronize(s);
  // CHECK: musaStreamSynchronize(s);
  cudaStreamQuery(s);
  // CHECK: musaStreamQuery(s);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: note: 'cudaStreamQuery' was rewritten to 'musaStreamQuery', a name known only from name tables (torch_musa general.json); no code that builds against MUSA is known to use it [MU1005]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:3: note: check that your MUSA SDK declares 'musaStreamQuery'
}
