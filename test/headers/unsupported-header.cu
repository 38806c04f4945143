// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// cuDNN has no renamed MUSA twin: muDNN is a C++ API. Say so, and keep the
// include while the file uses cuDNN (a file that names nothing of it
// outside macro bodies loses the include: verify/cudnn-include-macro-only).

#include <cudnn.h>
// CHECK: #include <cudnn.h>
// DIAG: {{.*}}.cu:[[@LINE-2]]:11: warning: header 'cudnn.h' has no MUSA counterpart: muDNN (<mudnn.h>) is a C++ API (musa::dnn), not a renamed cuDNN; {{.*}}; it stays while a use of its names stays in this file (MU1001, MU1002) [MU1004]
// DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:11: note: port the uses of its names that stay, then remove this include

cudnnHandle_t Handle;
// CHECK: cudnnHandle_t Handle;
// DIAG: {{.*}}.cu:[[@LINE-2]]:1: warning: 'cudnnHandle_t' is not supported by MUSA: {{.*}} [MU1001]
