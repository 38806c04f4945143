// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu -- -I %inputs/cutlass/include 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=cutlass
// RUN: %only-mapped-notes < %t.err
// CUTLASS becomes MUTLASS and CuTe MuTe. CUTLASS is not in the CUDA toolkit:
// its headers (here minimal stand-ins under Inputs/) are recognised by path
// and are never migrated as the user's code.

#include <cutlass/cutlass.h>
// CHECK: #include <mutlass/mutlass.h>
#include <cutlass/gemm/device/gemm.h>
// CHECK: #include <mutlass/gemm/device/gemm.h>
#include <cute/tensor.hpp>
// CHECK: #include <mute/tensor.hpp>

using Gemm = cutlass::gemm::device::Gemm<
    cutlass::half_t, cutlass::layout::RowMajor, cutlass::half_t,
    cutlass::layout::ColumnMajor, float, cutlass::layout::RowMajor>;
// CHECK: using Gemm = mutlass::gemm::device::Gemm<
// CHECK: mutlass::half_t, mutlass::layout::RowMajor, mutlass::half_t,
// CHECK: mutlass::layout::ColumnMajor, float, mutlass::layout::RowMajor>;

// CUTLASS's macros are MUTLASS's (read from the alignment of MUTLASS with
// CUTLASS).
CUTLASS_HOST_DEVICE int twice(int x) {
  int y = 0;
  CUTLASS_PRAGMA_UNROLL
  for (int i = 0; i < 2; ++i)
    y += x;
  return y;
}
// CHECK: MUTLASS_HOST_DEVICE int twice(int x) {
// CHECK: MUTLASS_PRAGMA_UNROLL

// A macro no aligned port shows, which MUTLASS defines under its own prefix
// as CUTLASS does under CUTLASS's (rules/evidence/mutlass-macros.tsv).
__device__ int thrice(int x) {
  int y = 0;
  CUTE_NO_UNROLL
  for (int i = 0; i < 3; ++i)
    y += x;
  return y;
}
// CHECK: MUTE_NO_UNROLL

bool run(int m, int n, int k) {
  Gemm gemm;
  auto shape = cute::make_shape(cute::Int<128>{}, cute::Int<64>{});
  // CHECK: auto shape = mute::make_shape(mute::Int<128>{}, mute::Int<64>{});
  (void)shape;
  return gemm({m, n, k}) == cutlass::Status::kSuccess;
  // CHECK: return gemm({m, n, k}) == mutlass::Status::kSuccess;
}
