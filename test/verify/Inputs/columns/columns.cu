#include <cublas_v2.h>
#include <library_types.h>

int configure(cublasHandle_t H) {
  cublasSetMathMode(H, CUBLAS_TF32_TENSOR_OP_MATH); cudaEmulationMantissaControl M = CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC;
  return static_cast<int>(M);
}
