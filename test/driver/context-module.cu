// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// Driver API as a JIT loader uses it: context, module, function, launch,
// error strings; plus a CUDA 12 API (tensor maps) with no MUSA counterpart.

#include <cuda.h>
// CHECK: #include <musa.h>
#include <cstdio>

#define CU_CHECK(call)                                                         \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *msg_ = nullptr;                                              \
      cuGetErrorString(r_, &msg_);                                             \
      std::printf("%s\n", msg_);                                               \
    }                                                                          \
  } while (0)
// CHECK: MUresult r_ = (call);                                                      \
// CHECK: if (r_ != MUSA_SUCCESS) {                                                  \
// CHECK: muGetErrorString(r_, &msg_);                                             \

int launch(const void *image, CUdeviceptr data, int n) {
  // CHECK: int launch(const void *image, MUdeviceptr data, int n) {
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUfunction fn;
  // CHECK: MUdevice dev;
  // CHECK: MUcontext ctx;
  // CHECK: MUmodule mod;
  // CHECK: MUfunction fn;
  CU_CHECK(cuInit(0));
  // CHECK: CU_CHECK(muInit(0));
  CU_CHECK(cuDeviceGet(&dev, 0));
  // CHECK: CU_CHECK(muDeviceGet(&dev, 0));
  CU_CHECK(cuCtxCreate(&ctx, nullptr, 0, dev));
  // CHECK: CU_CHECK(muCtxCreate(&ctx, 0, dev));
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: note: 'cuCtxCreate' is written without argument 2, which MUSA's 'muCtxCreate' does not take: it passes nothing here (null, or an empty local nothing else uses) [MU0009]
  CU_CHECK(cuModuleLoadData(&mod, image));
  // CHECK: CU_CHECK(muModuleLoadData(&mod, image));
  CU_CHECK(cuModuleGetFunction(&fn, mod, "kernel"));
  // CHECK: CU_CHECK(muModuleGetFunction(&fn, mod, "kernel"));
  void *args[] = {&data, &n};
  CU_CHECK(cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr));
  // CHECK: CU_CHECK(muLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr));
  CUtensorMap map;
  // CHECK: CUtensorMap map;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'CUtensorMap' has no known MUSA counterpart: CUDA's TMA descriptor API: no MUSA name pairs with it; {{.*}} [MU1002]
  (void)map;
  CU_CHECK(cuCtxDestroy(ctx));
  // CHECK: CU_CHECK(muCtxDestroy(ctx));
  return CUDA_VERSION >= 12000;
  // CHECK: return CUDA_VERSION >= 12000;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: 'CUDA_VERSION' has no known MUSA counterpart
}
