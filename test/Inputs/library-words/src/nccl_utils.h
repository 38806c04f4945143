#pragma once
#include <cublas_v2.h>
#define CUBLAS_TRY(call) do { if ((call) != CUBLAS_STATUS_SUCCESS) return -1; } while (0)
struct GemmContext {
  cublasHandle_t cublas_handle;
  bool use_nccl;
};
int make_context(GemmContext &ctx);
