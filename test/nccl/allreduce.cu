// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=nccl
// RUN: %only-mapped-notes < %t.err
// NCCL becomes MCCL: communicators, collectives, groups, error strings.

#include <nccl.h>
// CHECK: #include <mccl.h>
#include <cstdio>

void allReduce(float *buf, size_t count, ncclComm_t comm, cudaStream_t s) {
  // CHECK: void allReduce(float *buf, size_t count, mcclComm_t comm, musaStream_t s) {
  ncclGroupStart();
  // CHECK: mcclGroupStart();
  ncclResult_t r = ncclAllReduce(buf, buf, count, ncclFloat, ncclSum, comm, s);
  // CHECK: mcclResult_t r = mcclAllReduce(buf, buf, count, mcclFloat, mcclSum, comm, s);
  ncclGroupEnd();
  // CHECK: mcclGroupEnd();
  if (r != ncclSuccess)
    std::printf("%s\n", ncclGetErrorString(r));
  // CHECK: if (r != mcclSuccess)
  // CHECK: std::printf("%s\n", mcclGetErrorString(r));
}
