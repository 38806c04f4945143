#pragma once
namespace cutlass {
namespace layout {
struct RowMajor {
  int Stride;
};
} // namespace layout
} // namespace cutlass
