// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=MU0001
// Compiler and version macros, active or not, in conditions and in code.

#if defined(__CUDACC__) && !defined(__CUDA_ARCH__)
// CHECK: #if defined(__MUSACC__) && !defined(__MUSA_ARCH__)
int host_pass = 1;
#endif

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
// CHECK: #if defined(__MUSA_ARCH__) && __MUSA_ARCH__ >= 800
// DIAG: {{.*}}.cu:[[@LINE-2]]:31: warning: '__CUDA_ARCH__ >= 800' compares a CUDA compute capability (sm_80){{.*}} [MU2003]
int device_sm80 = 1;
#endif

#ifdef __NVCC__
// CHECK: #ifdef __NVCC__
// DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: '__NVCC__' has no known MUSA counterpart: defined by nvcc only; mcc defines __MUSACC__ and no counterpart of __NVCC__ is known [MU1002]
// DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:8: note: test __MUSACC__ instead
int nvcc = 1;
#endif

#include <cuda.h>
// CHECK: #include <musa.h>
#if CUDA_VERSION >= 12000
// CHECK: #if CUDA_VERSION >= 12000
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION' has no known MUSA counterpart: {{.*}} [MU1002]
// DIAG-NEXT: note: compare MUSART_VERSION (MUSA numbering, e.g. 40300 for rc4.3) or remove the CUDA version check
// DIAG: {{.*}}.cu:[[@LINE-4]]:5: warning: 'CUDA_VERSION >= 12000' compares the CUDA version (12.0){{.*}} [MU2004]
int modern = 1;
#endif

// The compiler's own version: mcc's counterparts (tested by MUSA code), with
// a warning that the number is mcc's, not CUDA's.
#if __CUDACC_VER_MAJOR__ >= 12
// CHECK: #if __MUSACC_VER_MAJOR__ >= 12
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: '__CUDACC_VER_MAJOR__': the value is mcc's version, not CUDA's: a comparison with a CUDA release number (12, 13) means something else [MU2005]
int new_compiler = 1;
#endif

// PyTorch's half opt-outs: no MUSA code tests a counterpart; reported, kept.
#ifdef __CUDA_NO_HALF_OPERATORS__
// CHECK: #ifdef __CUDA_NO_HALF_OPERATORS__
// DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: '__CUDA_NO_HALF_OPERATORS__' has no known MUSA counterpart: no code that builds against MUSA tests a counterpart{{.*}} [MU1002]
int no_half_ops = 1;
#endif

// nvcc's build number in code, as a version string is printed: the file
// parses (musify defines the macro as nvcc does), the name is kept and
// reported.
int build_number = __CUDACC_VER_BUILD__;
// CHECK: int build_number = __CUDACC_VER_BUILD__;
// DIAG: {{.*}}.cu:[[@LINE-2]]:20: warning: '__CUDACC_VER_BUILD__' has no known MUSA counterpart: MUSA code tests __MUSACC_VER_PATCHLEVEL__{{.*}} [MU1002]
// DIAG-NEXT: {{.*}}note: test __MUSACC_VER_PATCHLEVEL__ or MUSART_VERSION instead
