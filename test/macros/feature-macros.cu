// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Feature macros of CUDA's headers that no MUSA header is known to define:
// after migration the test is silently false, so each is reported (MU1002)
// and kept. The runtime and library versions MUSA code tests are migrated.

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cublas_v2.h>

#ifdef __CUDA_FP16_TYPES_EXIST__
// CHECK: #ifdef __CUDA_FP16_TYPES_EXIST__
// DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: '__CUDA_FP16_TYPES_EXIST__' has no known MUSA counterpart: defined by CUDA's cuda_fp16.h; {{.*}} so on MUSA this test is silently false and the code it guards is dropped [MU1002]
// DIAG-NEXT: note: include <musa_fp16.h> and use __half unconditionally, or test __MUSACC__
__half h_one() { return __float2half(1.0f); }
#endif

#if defined(__CUDA_BF16_TYPES_EXIST__)
// CHECK: #if defined(__CUDA_BF16_TYPES_EXIST__)
// DIAG: {{.*}}.cu:[[@LINE-2]]:13: warning: '__CUDA_BF16_TYPES_EXIST__' has no known MUSA counterpart: defined by CUDA's cuda_bf16.h; {{.*}} silently false {{.*}} [MU1002]
int has_bf16 = 1;
#endif

#if CUBLAS_VER_MAJOR >= 12
// CHECK: #if MUBLAS_VER_MAJOR >= 12
int new_cublas = 1;
#endif

#if CUDART_VERSION >= 11000
// CHECK: #if MUSART_VERSION >= 11000
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION >= 11000' compares the CUDA version (11.0){{.*}} [MU2004]
int new_runtime = 1;
#endif
