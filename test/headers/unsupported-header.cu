// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// cuDNN has no renamed MUSA twin: muDNN is a C++ API. Say so.

#include <cudnn.h>
// CHECK: #include <cudnn.h>
// DIAG: {{.*}}.cu:[[@LINE-2]]:11: warning: header 'cudnn.h' has no MUSA counterpart: muDNN (<mudnn.h>) is a C++ API (musa::dnn), not a renamed cuDNN; {{.*}} [MU1004]
// DIAG-NEXT: note: port cuDNN calls to muDNN's C++ API by hand
