// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cuda
// RUN: %only-mapped-notes < %t.err
// A macro that is never expanded has no AST; its body is migrated by name.

#include <cuda_runtime.h>

#define SYNC_OR_DIE(s) if (cudaStreamSynchronize(s) != cudaSuccess) abort()
// CHECK: #define SYNC_OR_DIE(s) if (musaStreamSynchronize(s) != musaSuccess) abort()
#define DEVICE_BUFFER(T, n) static_cast<T *>(allocate(n, cudaMemAttachGlobal))
// CHECK: #define DEVICE_BUFFER(T, n) static_cast<T *>(allocate(n, musaMemAttachGlobal))
#define MEMBER(x) (x).cudaStream
// CHECK: #define MEMBER(x) (x).{{[c]}}udaStream
