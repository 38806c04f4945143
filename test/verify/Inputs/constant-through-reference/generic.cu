// In a template, the class depends on a template parameter: no fix, as one
// instantiation's class name would not serve the others.
template <typename Parameters>
__device__ float generic(const Parameters &lidar, float x) {
  constexpr float kScale = lidar.ANGLE_TO_PIXEL;
  return x * kScale;
}

struct Wide {
  static constexpr float ANGLE_TO_PIXEL = 8.f;
};

__global__ void run(const Wide *w, float *out) {
  out[threadIdx.x] = generic(*w, out[threadIdx.x]);
}
