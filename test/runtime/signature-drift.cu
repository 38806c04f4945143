// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// A function whose parameters changed after CUDA 11 (Moore Threads' tables,
// which name its MUSA counterpart, were made from CUDA 11's headers) is
// renamed, and each call says both signatures
// (rules/evidence/cuda-signature-drift.tsv).

#include <cuda_runtime.h>

void prefetch(float *p, size_t n, cudaStream_t s) {
  cudaMemLocation where = {};
  // CHECK: musaMemLocation where = {};
  where.id = 0;
  cudaMemPrefetchAsync(p, n * sizeof(float), where, 0, s);
  // CHECK: musaMemPrefetchAsync(p, n * sizeof(float), where, 0, s);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaMemPrefetchAsync': its parameters changed after CUDA 11, from whose headers the MUSA name's tables were made: CUDA 11 cudaError_t (const void *, size_t, int, cudaStream_t), CUDA 13 cudaError_t (const void *, size_t, cudaMemLocation, unsigned int, cudaStream_t); MUSA's may take CUDA 11's [MU2005]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:3: note: check the call against the MUSA SDK's declaration
}

// A function whose parameters did not change: no such warning.
void copy(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK: musaMemcpy(d, h, n, musaMemcpyHostToDevice);
}
