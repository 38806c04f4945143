// A class of an unnamed namespace, and a class template's specialization
// in an inline namespace: the names written are the ones code can spell.
namespace {
struct Narrow {
  static constexpr float ANGLE_TO_PIXEL = 2.f;
};
} // namespace

namespace sensor {
inline namespace v1 {
template <int Rows> struct Grid {
  static constexpr int ROWS = Rows;
};
} // namespace v1
} // namespace sensor

__global__ void fill(const Narrow *n, const sensor::Grid<8> &grid, float *out) {
  constexpr float kNarrow = n->ANGLE_TO_PIXEL;
  constexpr int kRows = grid.ROWS;
  out[threadIdx.x] = kNarrow * kRows;
}
