// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// NVTX's naming extension for the CUDA runtime includes CUDA's own cuda.h
// and driver_types.h: left in a port, it brings CUDA's headers back, so the
// include itself is reported where it is (llm.c's cuda_common.h), not only
// the calls. NVTX's core header names nothing of CUDA's and is not.

#include <nvtx3/nvToolsExt.h>
// CHECK: #include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
// CHECK: #include <nvtx3/nvToolsExtCudaRt.h>
// DIAG: {{.*}}.cu:[[@LINE-2]]:11: warning: header 'nvtx3/nvToolsExtCudaRt.h' has no MUSA counterpart: NVTX's naming extension for CUDA runtime objects: it includes cuda.h and driver_types.h and takes cudaStream_t and cudaEvent_t; no MUSA counterpart is known [MU1004]
// DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:11: note: drop this include and the nvtxNameCuda* calls (NVTX's core header, nvtx3/nvToolsExt.h, needs no CUDA), or port by hand
#include <cuda_runtime.h>
// CHECK: #include <musa_runtime.h>

void name(cudaStream_t stream) {
  // CHECK: void name(musaStream_t stream) {
  nvtxNameCudaStreamA(stream, "main");
  // CHECK: nvtxNameCudaStreamA(stream, "main");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxNameCudaStreamA' has no known MUSA counterpart
}
