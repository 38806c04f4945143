// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// Header names in __has_include are header names too.

#if __has_include(<cuda_bf16.h>) && defined(__CUDACC__)
// CHECK: #if __has_include(<musa_bf16.h>) && defined(__MUSACC__)
#include <cuda_bf16.h>
// CHECK: #include <musa_bf16.h>
#endif
