// RUN: %strip %s > %t.cu
// RUN: %musify-nocuda --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Texture references: valid CUDA 11 code that CUDA 12 removed (so nvcc 13
// rejects it and this test runs the token-level pass). The calls are
// renamed and reported with what is known about MUSA.

texture<float, 1, cudaReadModeElementType> tex;
// CHECK: texture<float, 1, musaReadModeElementType> tex;

void bind(const float *p, size_t n) {
  cudaBindTexture(nullptr, tex, p, n * sizeof(float));
  // CHECK: musaBindTexture(nullptr, tex, p, n * sizeof(float));
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaBindTexture': texture references were removed in CUDA 12 and no source musify relies on shows MUSA code using them; texture objects (musaTextureObject_t) are the supported form [MU2005]
  cudaUnbindTexture(tex);
  // CHECK: musaUnbindTexture(tex);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaUnbindTexture': texture references were removed in CUDA 12
}
