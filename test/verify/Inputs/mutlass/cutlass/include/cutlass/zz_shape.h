// A stand-in for CUTLASS's matrix_shape.h.
#pragma once

namespace cutlass {
template <int Rows, int Columns> struct Shape {
  static constexpr int kCount = Rows * Columns;
};
} // namespace cutlass
