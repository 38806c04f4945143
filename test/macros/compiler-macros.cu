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
// CUDA_VERSION: no MUSA counterpart; a comparison in #if is decided at
// torch_musa's MUSA_COMP_VERSION (10400), the name is gone (no MU1002).
#if CUDA_VERSION >= 12000
// CHECK: #if 0 /* was CUDA_VERSION >= 12000 */
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION >= 12000' compares the CUDA version (12.0); the MUSA SDK is not known to define CUDA_VERSION, so with mcc the test would be false: the port decides it at torch_musa's MUSA_COMP_VERSION (10400, what its build defines for CUDA_VERSION's counterpart) and tests 0 [MU2004]
int modern = 1;
#endif
#if CUDA_VERSION >= 9000 && CUDA_VERSION < 13000
// CHECK: #if 1 /* was CUDA_VERSION >= 9000 */ && 1 /* was CUDA_VERSION < 13000 */
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION >= 9000' compares the CUDA version (9.0); {{.*}} the test would be false: {{.*}} and tests 1 [MU2004]
// DIAG: {{.*}}.cu:[[@LINE-3]]:29: warning: 'CUDA_VERSION < 13000' compares the CUDA version (13.0); {{.*}} the test would be true: {{.*}} and tests 1 [MU2004]
int sync_shuffles = 1;
#endif
// Where an operator that binds tighter takes it, the name stays: MU1002
// says a test of it is 0 with mcc.
#if CUDA_VERSION / 1000 >= 11
// CHECK: #if CUDA_VERSION / 1000 >= 11
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION' has no known MUSA counterpart: {{.*}} so with mcc it is 0 in #if and undeclared in code {{.*}} [MU1002]
// DIAG-NEXT: note: compare MUSART_VERSION (MUSA numbering, e.g. 40300 for rc4.3) or remove the CUDA version check
int major_11 = 1;
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
