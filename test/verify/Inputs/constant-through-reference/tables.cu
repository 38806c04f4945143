// Past the fixed constexpr read, the original fails with Clang too: a
// constexpr std::array::at in device code, which nvcc takes with
// --expt-relaxed-constexpr (gsplat's Cameras.cuh) and Clang rejects where
// the device side is compiled. The port is not to blame for that side.
#include <array>

struct Distortion {
  static constexpr float SCALE = 2.f;
  std::array<float, 6> poly;
};

__global__ void derivative(const Distortion *d, float *out) {
  const Distortion &dist = *d;
  constexpr float kScale = dist.SCALE;
  const std::array<float, 2> c = {kScale * dist.poly.at(1),
                                  2.f * dist.poly.at(2)};
  out[threadIdx.x] = c[0] + c[1];
}
