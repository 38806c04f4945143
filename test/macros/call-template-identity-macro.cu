// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty --implicit-check-not=MU0002
// A call MUSA writes another way (a call template), written as the whole
// argument of a project's macro whose body is just that argument (a check
// macro of a release build): the call is rewritten inside the argument, and
// the macro stays. Before, the range of cudaGridDependencySynchronize's call
// grew to the macro's use, and the rewrite was refused with a false MU0002
// ("translation units disagree", in a single unit). cuCtxCreate, a CUDA
// macro, was rewritten already; it stays so.

#include <cuda.h>
#include <cuda_runtime.h>

#define CHECK(x) x
#define CHECK_DRV(x) x

__global__ void consumer(float *x) {
  CHECK(cudaGridDependencySynchronize());
  // CHECK: CHECK(((void)0));
  x[threadIdx.x] = 0;
}

CUresult make(CUcontext *ctx, CUdevice dev) {
  return CHECK_DRV(cuCtxCreate(ctx, nullptr, 0, dev));
  // CHECK: return CHECK_DRV(muCtxCreate(ctx, 0, dev));
}
// DIAG-NOT: error
