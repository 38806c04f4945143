#include <cuda_runtime.h>
#include <cstdio>
int main() {
  int a = min(3, 8), b = max(3, 8);
  unsigned c = min(3u, 8u);
  long d = max(3l, 8l);
  long long e = min(3ll, 8ll);
  float f = max(1.5f, 2.5f);
  double g = min(1.5, 2.5);
  unsigned h = max(3, 8u);
  std::printf("%d %d %u %ld %lld %g %g %u\n", a, b, c, d, e, f, g, h);
}
__global__ void k(int *o, float *f) { o[0] = min(o[1], 8); f[0] = max(f[1], 2.0f); }
__host__ __device__ int hd(int a) { return max(a, 1); }
