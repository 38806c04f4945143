// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cupti
// RUN: %only-mapped-notes < %t.err
// CUPTI becomes MUPTI: activity tracing as profilers set it up.

#include <cupti.h>
// CHECK: #include <mupti.h>

void CUPTIAPI bufferRequested(uint8_t **buffer, size_t *size, size_t *max) {
  // CHECK: void MUPTIAPI bufferRequested(uint8_t **buffer, size_t *size, size_t *max) {
  *size = 1 << 16;
  *buffer = new uint8_t[*size];
  *max = 0;
}

void CUPTIAPI bufferCompleted(CUcontext ctx, uint32_t stream, uint8_t *buffer,
                              size_t size, size_t valid) {
  // CHECK: void MUPTIAPI bufferCompleted(MUcontext ctx, uint32_t stream, uint8_t *buffer,
  delete[] buffer;
}

void trace() {
  cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL);
  // CHECK: muptiActivityEnable(MUPTI_ACTIVITY_KIND_KERNEL);
  cuptiActivityRegisterCallbacks(bufferRequested, bufferCompleted);
  // CHECK: muptiActivityRegisterCallbacks(bufferRequested, bufferCompleted);
  cuptiActivityFlushAll(0);
  // CHECK: muptiActivityFlushAll(0);
}
