// A backward GEMM's epilogue, as llm.c's matmul.cuh chooses it: the MUSA
// names of these two values come from code that builds against MUSA
// (paddle_musa), not from a name table.
#include <cublasLt.h>

cublasLtEpilogue_t backwardEpilogue(bool Gelu) {
  return Gelu ? CUBLASLT_EPILOGUE_DGELU : CUBLASLT_EPILOGUE_DRELU;
}

int setEpilogue(cublasLtMatmulDesc_t Desc, bool Gelu) {
  cublasLtEpilogue_t Epilogue = backwardEpilogue(Gelu);
  return cublasLtMatmulDescSetAttribute(Desc, CUBLASLT_MATMUL_DESC_EPILOGUE,
                                        &Epilogue, sizeof(Epilogue)) ==
         CUBLAS_STATUS_SUCCESS;
}
