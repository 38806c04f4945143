#include <cuda_runtime.h>

// A version test that defines a macro, and the code the macro selects, as
// ggml's common.cuh writes it: programmatic dependent launch
// (cudaLaunchKernelEx, CUDA 11.8) where the toolkit has it.
#if !defined(NO_PDL) && \
    (CUDART_VERSION >= 12030 || (!defined(_MSC_VER) && CUDART_VERSION >= 11080))
#define USE_PDL
#endif

__global__ void step(float *P) { P[threadIdx.x] += 1.0f; }

#if defined(USE_PDL)
cudaError_t launchStep(float *P, cudaStream_t S) {
  cudaLaunchAttribute Attr;
  Attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  Attr.val.programmaticStreamSerializationAllowed = 1;
  cudaLaunchConfig_t Cfg = {};
  Cfg.gridDim = 1;
  Cfg.blockDim = 32;
  Cfg.stream = S;
  Cfg.attrs = &Attr;
  Cfg.numAttrs = 1;
  return cudaLaunchKernelEx(&Cfg, step, P);
}
#else
cudaError_t launchStep(float *P, cudaStream_t S) {
  step<<<1, 32, 0, S>>>(P);
  return cudaGetLastError();
}
#endif // defined(USE_PDL)
