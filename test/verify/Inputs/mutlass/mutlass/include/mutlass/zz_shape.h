// A stand-in for MUTLASS's matrix_shape.h.
#pragma once

namespace mutlass {
template <int Rows, int Columns> struct Shape {
  static constexpr int kCount = Rows * Columns;
};
} // namespace mutlass
