// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// NVTX's naming extension for the CUDA runtime includes CUDA's own cuda.h
// and driver_types.h: left in a port, it brings CUDA's headers back
// (llm.c's cuda_common.h). Its names only label a profiler's timeline, so
// the port does without the calls, and the include becomes one of NVTX's
// core header, which names nothing of CUDA's (MU1009).

#include <nvtx3/nvToolsExt.h>
// CHECK: #include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
// CHECK-NEXT: //
// CHECK-NEXT: #include <nvtx3/nvToolsExt.h>
// DIAG: {{.*}}.cu:[[@LINE-3]]:11: warning: the include of 'nvtx3/nvToolsExtCudaRt.h' becomes one of 'nvtx3/nvToolsExt.h', which it included: NVTX's naming extension for CUDA runtime objects: it includes cuda.h and driver_types.h and takes cudaStream_t and cudaEvent_t; no MUSA counterpart is known; the program does not need it [MU1009]
// DIAG-NEXT: {{.*}}.cu:[[@LINE-4]]:11: note: nothing to do unless the profile needs the names
#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>

void name(cudaStream_t stream) {
  // CHECK: void name(musaStream_t stream) {
  nvtxNameCudaStreamA(stream, "main");
  // CHECK: ((void)0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: the call of 'nvtxNameCudaStreamA' is removed from the port (it becomes '((void)0)'): {{.*}} [MU1009]
}
