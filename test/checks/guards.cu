// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2003 --implicit-check-not=MU2004
// RUN: %musify --quiet --musa-arch=mp_31 %t.cu 2>&1 >/dev/null | FileCheck %s --check-prefix=MP31
// __CUDA_ARCH__ and CUDA version comparisons are migrated, and what the
// migrated test selects on each MUSA target is reported.

#include <cuda_runtime.h>

__device__ int path() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  // CHECK: #if defined(__MUSA_ARCH__) && __MUSA_ARCH__ >= 800
  // DIAG: {{.*}}.cu:[[@LINE-2]]:31: warning: '__CUDA_ARCH__ >= 800' compares a CUDA compute capability (sm_80); as __MUSA_ARCH__ it compares MUSA architectures and is false on every target (mp_21 (210), mp_22 (220), mp_31 (310)) [MU2003]
  // DIAG-NEXT: note: test the MUSA architecture the code needs (__MUSA_ARCH__ 210 = mp_21, 220 = mp_22, 310 = mp_31) or the feature itself
  // MP31: '__CUDA_ARCH__ >= 800' {{.*}} false on every target (mp_31 (310)) [MU2003]
  return 2;
#elif __CUDA_ARCH__ >= 300
  // DIAG: {{.*}}.cu:[[@LINE-1]]:7: warning: '__CUDA_ARCH__ >= 300' compares a CUDA compute capability (sm_30); as __MUSA_ARCH__ it compares MUSA architectures and is true on mp_31 (310) and false on mp_21 (210), mp_22 (220) [MU2003]
  return 1;
#else
  return 0;
#endif
}

#if CUDART_VERSION >= 11000
// CHECK: #if MUSART_VERSION >= 11000
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION >= 11000' compares the CUDA version (11.0); migrated, it compares a MUSA version number with it and is true for every MUSA SDK 4.x and 5.x [MU2004]
int modern = 1;
#endif
