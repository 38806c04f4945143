// Minimal stand-in for CUTLASS's cutlass/cutlass.h, written for musify's
// tests: only the declarations the tests use.
#pragma once
#define CUTLASS_HOST_DEVICE __host__ __device__
#define CUTLASS_PRAGMA_UNROLL _Pragma("unroll")
namespace cutlass {
enum class Status { kSuccess, kErrorInternal };
struct half_t { unsigned short storage; };
namespace layout {
struct RowMajor {};
struct ColumnMajor {};
} // namespace layout
} // namespace cutlass
