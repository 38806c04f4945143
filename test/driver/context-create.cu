// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU0009
// CUDA 13's cuCtxCreate takes a CUctxCreateParams pointer that CUDA 11's,
// after which muCtxCreate is named, does not: the argument is dropped where
// it passes nothing (null, or an empty local that nothing else uses, which
// goes too), and nowhere else.

#include <cuda.h>

#define CHECK(call) (void)(call)

void empty(CUdevice dev, CUcontext *out) {
  CUcontext ctx;
  CUctxCreateParams params = {};
  CHECK(cuCtxCreate(&ctx, &params, 0, dev));
  *out = ctx;
}
// CHECK-LABEL:void empty(MUdevice dev, MUcontext *out) {
// CHECK-NEXT:  MUcontext ctx;
// CHECK-EMPTY:
// CHECK-NEXT:  CHECK(muCtxCreate(&ctx, 0, dev));
// DIAG: {{.*}}.cu:16:3: note: 'params' is removed: the calls of 'cuCtxCreate' that passed it no longer take it, and nothing else uses it [MU0009]
// DIAG: {{.*}}.cu:17:9: note: 'cuCtxCreate' is written without argument 2, which MUSA's 'muCtxCreate' does not take: it passes nothing here (null, or an empty local nothing else uses) [MU0009]

void braces(CUdevice dev, CUcontext *ctx) {
  CUctxCreateParams params{};
  cuCtxCreate(ctx, &params, CU_CTX_SCHED_AUTO, dev);
  cuCtxCreate(ctx, &params, CU_CTX_SCHED_AUTO, dev);
}
// CHECK-LABEL:void braces(MUdevice dev, MUcontext *ctx) {
// CHECK-EMPTY:
// CHECK-NEXT:  muCtxCreate(ctx, MU_CTX_SCHED_AUTO, dev);
// CHECK-NEXT:  muCtxCreate(ctx, MU_CTX_SCHED_AUTO, dev);
// DIAG: {{.*}}.cu:28:3: note: 'params' is removed: {{.*}} [MU0009]
// DIAG: {{.*}}.cu:29:3: note: 'cuCtxCreate' is written without argument 2, {{.*}} [MU0009]
// DIAG: {{.*}}.cu:30:3: note: 'cuCtxCreate' is written without argument 2, {{.*}} [MU0009]

void affinity(CUdevice dev, CUcontext *ctx, CUexecAffinityParam *p) {
  CUctxCreateParams params = {};
  params.execAffinityParams = p;
  params.numExecAffinityParams = 1;
  cuCtxCreate(ctx, &params, 0, dev);
}
// CHECK-LABEL:void affinity(MUdevice dev, MUcontext *ctx, MUexecAffinityParam *p) {
// CHECK-NEXT:  CUctxCreateParams params = {};
// CHECK:  muCtxCreate(ctx, &params, 0, dev);
// DIAG: {{.*}}.cu:44:3: warning: 'cuCtxCreate': CUDA 13's cuCtxCreate takes a CUctxCreateParams pointer second; {{.*}} [MU2005]

void shared(CUdevice dev, CUcontext *ctx) {
  CUctxCreateParams a = {}, b = {};
  cuCtxCreate(ctx, &a, 0, dev);
  (void)sizeof(b);
}
// CHECK-LABEL:void shared(MUdevice dev, MUcontext *ctx) {
// CHECK-NEXT:  CUctxCreateParams a = {}, b = {};
// CHECK-NEXT:  muCtxCreate(ctx, &a, 0, dev);
// DIAG: {{.*}}.cu:53:3: warning: 'cuCtxCreate': {{.*}} [MU2005]

void pointer(CUdevice dev, CUcontext *ctx, CUctxCreateParams *given) {
  cuCtxCreate(ctx, given, 0, dev);
}
// CHECK-LABEL:void pointer(MUdevice dev, MUcontext *ctx, CUctxCreateParams *given) {
// CHECK-NEXT:  muCtxCreate(ctx, given, 0, dev);
// DIAG: {{.*}}.cu:62:3: warning: 'cuCtxCreate': {{.*}} [MU2005]

template <typename T> void instantiated(CUdevice dev, CUcontext *ctx) {
  CUctxCreateParams params = {};
  cuCtxCreate(ctx, &params, sizeof(T) > 4 ? CU_CTX_SCHED_SPIN : 0, dev);
}
template void instantiated<int>(CUdevice, CUcontext *);
template void instantiated<double>(CUdevice, CUcontext *);
// CHECK-LABEL:template <typename T> void instantiated(MUdevice dev, MUcontext *ctx) {
// CHECK-EMPTY:
// CHECK-NEXT:  muCtxCreate(ctx, sizeof(T) > 4 ? MU_CTX_SCHED_SPIN : 0, dev);
// DIAG: {{.*}}.cu:69:3: note: 'params' is removed: {{.*}} [MU0009]
// DIAG: {{.*}}.cu:70:3: note: 'cuCtxCreate' is written without argument 2, {{.*}} [MU0009]

// Not rewritten, or rewritten with the local kept: a call that passes it
// and keeps it (CUDA 13's own name, cuCtxCreate_v4), a call in the user's
// macro (one edit would be every expansion's), a for-init (its ';' is the
// loop's), a branch the preprocessor skipped that fills it.
#define CREATE(c, p, d) cuCtxCreate(c, p, 0, d)
void kept(CUdevice dev, CUcontext *ctx, int n) {
  CUctxCreateParams both = {};
  cuCtxCreate(ctx, &both, 0, dev);
  cuCtxCreate_v4(ctx, &both, 0, dev);
  CUctxCreateParams inMacro = {};
  CREATE(ctx, &inMacro, dev);
  for (CUctxCreateParams loop = {}; n > 0; --n)
    cuCtxCreate(ctx, &loop, 0, dev);
  CUctxCreateParams configured = {};
#ifdef WITH_AFFINITY
  configured.numExecAffinityParams = 1;
#endif
  cuCtxCreate(ctx, &configured, 0, dev);
}
// CHECK-LABEL:void kept(MUdevice dev, MUcontext *ctx, int n) {
// CHECK-NEXT:  CUctxCreateParams both = {};
// CHECK-NEXT:  muCtxCreate(ctx, 0, dev);
// CHECK-NEXT:  cuCtxCreate_v4(ctx, &both, 0, dev);
// CHECK-NEXT:  CUctxCreateParams inMacro = {};
// CHECK-NEXT:  CREATE(ctx, &inMacro, dev);
// CHECK-NEXT:  for (CUctxCreateParams loop = {}; n > 0; --n)
// CHECK-NEXT:    muCtxCreate(ctx, &loop, 0, dev);
// CHECK-NEXT:  CUctxCreateParams configured = {};
// CHECK:  muCtxCreate(ctx, &configured, 0, dev);
// DIAG: {{.*}}.cu:87:3: note: 'cuCtxCreate' is written without argument 2, {{.*}} [MU0009]

// Declared over two lines: both go, the lines stay.
void split(CUdevice dev, CUcontext *ctx) {
  CUctxCreateParams
      params = {};
  cuCtxCreate(ctx, &params, 0, dev);
}
// CHECK-LABEL:void split(MUdevice dev, MUcontext *ctx) {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:  muCtxCreate(ctx, 0, dev);
// DIAG-DAG: {{.*}}.cu:92:5: warning: 'cuCtxCreate': {{.*}} [MU2005]
// DIAG-DAG: {{.*}}.cu:97:3: warning: 'cuCtxCreate': {{.*}} [MU2005]
// DIAG-DAG: {{.*}}.cu:113:3: note: 'params' is removed: {{.*}} [MU0009]
// DIAG-DAG: {{.*}}.cu:115:3: note: 'cuCtxCreate' is written without argument 2, {{.*}} [MU0009]
