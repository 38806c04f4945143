// REQUIRES: cuda-sdk, musa-model
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=MU2010 --implicit-check-not=MU0002
// RUN: rm -rf %t.dir && mkdir %t.dir && cp %t.cu %t.dir/duplicate-case.cu
// RUN: %musify --quiet --in-root %t.dir --out-root %t.port --verify 2> %t.verify
// RUN: FileCheck %s --check-prefix=VERIFY --input-file=%t.verify
// Two cuBLAS enumerators that MUSA maps to one (the default algorithm and
// the tensor-op default, the tensor-op math modes): after the renames a
// switch would test one value twice, which does not build, and mublas.h
// declares neither CUDA name. The repeated label goes, with its arm where
// nothing else enters it (MU2010). Before: --verify 0 of 1, silent.
#include <cstdio>
#include <cublas_v2.h>

const char *algoName(cublasGemmAlgo_t Algo) {
  switch (Algo) {
  case CUBLAS_GEMM_DEFAULT:
    return "default";
  case CUBLAS_GEMM_ALGO1:
    return "algo1";
  case CUBLAS_GEMM_DEFAULT_TENSOR_OP:
    return "tensor-op";
  default:
    return "other";
  }
}
// CHECK: const char *algoName(mublasGemmAlgo_t Algo) {
// CHECK-NEXT:   switch (Algo) {
// CHECK-NEXT:   case MUBLAS_GEMM_DEFAULT:
// CHECK-NEXT:     return "default";
// CHECK-NEXT:   case MUBLAS_GEMM_ALGO1:
// CHECK-NEXT:     return "algo1";
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:   default:
// DIAG: {{.*}}.cu:[[@LINE-15]]:3: warning: the switch arm for 'CUBLAS_GEMM_DEFAULT_TENSOR_OP' removed from the port: it would become 'MUBLAS_GEMM_DEFAULT', which the label at line 18 tests already, and a switch that tests one value twice does not build [MU2010]

int mathRank(cublasMath_t Mode) {
  switch (Mode) {
  case CUBLAS_TENSOR_OP_MATH:
  case CUBLAS_TF32_TENSOR_OP_MATH:
    return 1;
  default:
    return 0;
  }
}
// CHECK: int mathRank(mublasMath_t Mode) {
// CHECK-NEXT:   switch (Mode) {
// CHECK-NEXT:   case MUBLAS_TENSOR_OP_MATH:
// CHECK-EMPTY:
// CHECK-NEXT:     return 1;
// DIAG: {{.*}}.cu:[[@LINE-11]]:3: warning: the case label for 'CUBLAS_TF32_TENSOR_OP_MATH' removed from the port: it would become 'MUBLAS_TENSOR_OP_MATH', which the label at line 41 tests already, {{.*}} [MU2010]

// MU1008 takes CUBLAS_FP32_EMULATED_BF16X9_MATH's label out, MU2010
// CUBLAS_TF32_TENSOR_OP_MATH's: together all the arm's labels go, and with
// them the `[[fallthrough]];` into it, which would precede no label.
int emulatedRank(cublasMath_t Mode) {
  int X = 0;
  switch (Mode) {
  case CUBLAS_TENSOR_OP_MATH:
    X = 1;
    [[fallthrough]];
  case CUBLAS_TF32_TENSOR_OP_MATH:
  case CUBLAS_FP32_EMULATED_BF16X9_MATH:
    return X + 2;
  default:
    return 0;
  }
}
// CHECK: int emulatedRank(mublasMath_t Mode) {
// CHECK:   case MUBLAS_TENSOR_OP_MATH:
// CHECK-NEXT:     X = 1;
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:     return X + 2;
// DIAG: {{.*}}.cu:[[@LINE-14]]:3: warning: the case label for 'CUBLAS_TF32_TENSOR_OP_MATH' removed from the port: {{.*}} [MU2010]

// The project's own constant that holds a renamed enumerator: its label
// goes, and the constant keeps the rename its other uses need.
constexpr cublasGemmAlgo_t kFastest = CUBLAS_GEMM_DEFAULT_TENSOR_OP;
bool isFastest(cublasGemmAlgo_t Algo) {
  switch (Algo) {
  case CUBLAS_GEMM_DEFAULT:
    return false;
  case kFastest:
    return true;
  default:
    return Algo == kFastest;
  }
}
// CHECK: constexpr mublasGemmAlgo_t kFastest = MUBLAS_GEMM_DEFAULT;
// CHECK-NEXT: bool isFastest(mublasGemmAlgo_t Algo) {
// CHECK-NEXT:   switch (Algo) {
// CHECK-NEXT:   case MUBLAS_GEMM_DEFAULT:
// CHECK-NEXT:     return false;
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:   default:
// CHECK-NEXT:     return Algo == kFastest;
// DIAG: {{.*}}.cu:[[@LINE-15]]:3: warning: the switch arm for 'kFastest' (which holds 'CUBLAS_GEMM_DEFAULT_TENSOR_OP') removed from the port: it would become 'MUBLAS_GEMM_DEFAULT', which the label at line [[#@LINE-17]] tests already, {{.*}} (the project's constant keeps the rename, which its other uses need) [MU2010]

int main() {
  std::printf("%s %d %d\n", algoName(CUBLAS_GEMM_DEFAULT),
              mathRank(CUBLAS_DEFAULT_MATH), isFastest(kFastest));
}
// VERIFY: 1 of 1 translation units build; 0 fail after a musify finding near the failure (explained), 0 fail with none (silent), 0 not verified{{$}}
