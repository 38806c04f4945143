// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=nvcuda
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Warp matrix functions: NVIDIA's namespace becomes mtmusa (torch_musa's
// tables), wherever it is named.

#include <mma.h>
using namespace nvcuda;
// CHECK: using namespace mtmusa;

__global__ void tile(const half *a, const half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half,
                         nvcuda::wmma::col_major> fb;
  // CHECK: mtmusa::wmma::fragment<mtmusa::wmma::matrix_b, 16, 16, 16, half,
  // CHECK: mtmusa::wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

// DIAG: {{.*}}.cu:9:17: note: 'nvcuda' was rewritten to 'mtmusa', a name known only from name tables (torch_musa general.json (nvcuda -> mtmusa)); no code that builds against MUSA is known to use it (4 places in 1 file, first here) [MU1005]
