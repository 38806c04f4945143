// REQUIRES: cuda-sdk, musa-model
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU1002 --implicit-check-not=MU1008
// RUN: rm -rf %t.dir && mkdir %t.dir && cp %t.cu %t.dir/dead-case.cu
// RUN: %musify --quiet --in-root %t.dir --out-root %t.port --verify 2> %t.verify
// RUN: FileCheck %s --check-prefix=VERIFY --input-file=%t.verify
// A case of a CUDA enumerator MUSA has no known counterpart of (cuFFT's
// CUDA 12 result codes) can match no value on MUSA, and the port does not
// build while it names it: the label goes, and its arm with it where
// nothing else enters the arm. The findings that the names have no
// counterpart go with them.

#include <cufft.h>

const char *fftError(cufftResult Error) {
  switch (Error) {
  case CUFFT_SUCCESS:
    return "success";
  case CUFFT_INVALID_PLAN:
    return "invalid plan";

  case CUFFT_MISSING_DEPENDENCY:
    return "missing dependency";

  case CUFFT_NOT_SUPPORTED:
  case CUFFT_NVRTC_FAILURE:
    return "not supported";
  default:
    break;
  }
  return "unknown";
}
// DIAG: {{.*}}.cu:[[@LINE-11]]:3: warning: the switch arm for 'CUFFT_MISSING_DEPENDENCY' removed from the port: MUSA has no known counterpart of this enumerator (declared by CUDA 13 cufft.h; no MUSA counterpart is known), so no value of the switch can match it [MU1008]
// DIAG: {{.*}}.cu:[[@LINE-8]]:3: warning: the case label for 'CUFFT_NVRTC_FAILURE' removed {{.*}} [MU1008]
// The port keeps the original's lines (--verify reports at them).
// CHECK: const char *fftError(mufftResult Error) {
// CHECK-NEXT:   switch (Error) {
// CHECK-NEXT:   case MUFFT_SUCCESS:
// CHECK-NEXT:     return "success";
// CHECK-NEXT:   case MUFFT_INVALID_PLAN:
// CHECK-NEXT:     return "invalid plan";
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:   case MUFFT_NOT_SUPPORTED:
// CHECK-EMPTY:
// CHECK-NEXT:     return "not supported";

// An arm the arm before falls into keeps its statements.
int weight(cufftResult Error) {
  int Score = 0;
  switch (Error) {
  case CUFFT_INVALID_PLAN:
    Score += 1;
  case CUFFT_NVJITLINK_FAILURE:
    Score += 2;
    break;
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: the case label for 'CUFFT_NVJITLINK_FAILURE' removed {{.*}} [MU1008]
  default:
    break;
  }
  return Score;
}
// CHECK: case MUFFT_INVALID_PLAN:
// CHECK-NEXT:     Score += 1;
// CHECK-EMPTY:
// CHECK-NEXT:     Score += 2;
// CHECK-NEXT:     break;

// An arm with a preprocessor conditional in it loses its label only.
const char *platformError(cufftResult Error) {
  switch (Error) {
  case CUFFT_INVALID_TYPE:
    return "type";
  case CUFFT_MISSING_DEPENDENCY:
#ifdef _WIN32
    return "dll";
#else
    return "so";
#endif
  default:
    return "other";
  }
}
// DIAG: {{.*}}.cu:[[@LINE-10]]:3: warning: the case label for 'CUFFT_MISSING_DEPENDENCY' removed {{.*}} [MU1008]
// CHECK: case MUFFT_INVALID_TYPE:
// CHECK-NEXT:     return "type";
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef _WIN32
// CHECK-NEXT:     return "dll";
// CHECK-NEXT: #else

// A `[[fallthrough]];` into a label that goes goes with it.
int flags(cufftResult Error) {
  int F = 0;
  switch (Error) {
  case CUFFT_INVALID_VALUE:
    F |= 1;
    [[fallthrough]];
  case CUFFT_NVRTC_FAILURE:
    F |= 2;
    break;
  default:
    break;
  }
  return F;
}
// DIAG: {{.*}}.cu:[[@LINE-8]]:3: warning: the case label for 'CUFFT_NVRTC_FAILURE' removed {{.*}} [MU1008]
// CHECK: case MUFFT_INVALID_VALUE:
// CHECK-NEXT:     F |= 1;
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:     F |= 2;

// The project's own enumerator of the same name is not CUDA's: kept.
namespace mine {
enum Code { CUFFT_NVSHMEM_FAILURE = 99 };
}
int own(int C) {
  switch (C) {
  case mine::CUFFT_NVSHMEM_FAILURE:
    return 1;
  default:
    return 0;
  }
}
// CHECK: case mine::CUFFT_NVSHMEM_FAILURE:

// VERIFY: 1 of 1 translation units build
