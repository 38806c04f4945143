#pragma once
namespace mutlass {
namespace layout {
struct RowMajor {
  int Stride;
};
} // namespace layout
} // namespace mutlass
