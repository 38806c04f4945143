// Minimal stand-in for CUTLASS's cutlass/cutlass.h, written for musify's
// tests: only the declarations the tests use.
#pragma once
namespace cutlass {
enum class Status { kSuccess, kErrorInternal };
struct half_t { unsigned short storage; };
namespace layout {
struct RowMajor {};
struct ColumnMajor {};
} // namespace layout
} // namespace cutlass
