// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: count 0 < %t.err
// A fallback definition of a CUDA macro follows the rename, and so do its uses.

#ifndef __CUDA_ARCH__
// CHECK: #ifndef __MUSA_ARCH__
#define __CUDA_ARCH__ 0
// CHECK: #define __MUSA_ARCH__ 0
#endif

int arch() { return __CUDA_ARCH__; }
// CHECK: int arch() { return __MUSA_ARCH__; }

// The user's own macros with CUDA-like names are theirs.
#define CUDA_CHECKED 1
int checked() { return CUDA_CHECKED; }
// CHECK: int checked() { return CUDA_CHECKED; }
