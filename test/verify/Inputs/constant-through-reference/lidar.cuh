// A sensor model's parameters, with constants as static members (as
// gsplat's Lidars.cuh has them).
#pragma once

namespace sensor {
struct LidarParameters {
  static constexpr float ANGLE_TO_PIXEL = 1024.f;
  __host__ __device__ static constexpr int rows() { return 64; }
  const float *columns;
};
struct Holder {
  LidarParameters lidar;
};
} // namespace sensor

// Reads the constants through a reference, a reference parameter and a
// pointer parameter: nvcc takes all three in a constexpr initializer.
__device__ inline float toAngle(const sensor::Holder &parameters, float x) {
  const sensor::LidarParameters &lidar = parameters.lidar;
  constexpr float kToAngle = 1.f / lidar.ANGLE_TO_PIXEL;
  return x * kToAngle;
}

__device__ inline int lastRow(const sensor::LidarParameters &lidar) {
  constexpr int kLast = lidar.rows() - 1;
  return kLast;
}

__device__ inline float scaled(const sensor::LidarParameters *lidar, float x) {
  constexpr float kScale = 2.f * lidar->ANGLE_TO_PIXEL;
  return x * kScale;
}
