// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// cuDNN is not renamed: muDNN is a C++ API (musa::dnn). Every use is
// reported with guidance instead of being turned into code that cannot
// compile.

#include <cudnn.h>
// CHECK: #include <cudnn.h>
// DIAG: {{.*}}.cu:[[@LINE-2]]:11: warning: header 'cudnn.h' has no MUSA counterpart: muDNN (<mudnn.h>) is a C++ API {{.*}} [MU1004]

void conv() {
  cudnnHandle_t handle;
  // CHECK: cudnnHandle_t handle;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnHandle_t' is not supported by MUSA: muDNN is a C++ API (musa::dnn::Handle, musa::dnn::Status), not a renamed cuDNN{{.*}} [MU1001]
  // DIAG-NEXT: note: port this cuDNN code to muDNN's C++ API (<mudnn.h>, namespace musa::dnn) by hand
  cudnnCreate(&handle);
  // CHECK: cudnnCreate(&handle);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnCreate' is not supported by MUSA
  cudnnTensorDescriptor_t desc;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnTensorDescriptor_t' is not supported by MUSA
  cudnnCreateTensorDescriptor(&desc);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnCreateTensorDescriptor' is not supported by MUSA
  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 8, 8);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnSetTensor4dDescriptor' is not supported by MUSA
  // DIAG: {{.*}}.cu:[[@LINE-2]]:36: warning: 'CUDNN_TENSOR_NCHW' is not supported by MUSA
  // DIAG: {{.*}}.cu:[[@LINE-3]]:55: warning: 'CUDNN_DATA_FLOAT' is not supported by MUSA
  cudnnDestroy(handle);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnDestroy' is not supported by MUSA
}
