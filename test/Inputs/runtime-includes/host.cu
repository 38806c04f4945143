// Host code that leans on what nvcc's cuda_runtime.h includes: isfinite()
// with no <math.h>, clock() with no <time.h>.
#include <cuda_runtime.h>
template <class T> int countFinite(const T *p, int n) {
  int c = 0;
  for (int i = 0; i < n; i++)
    c += isfinite(p[i]) ? 1 : 0;
  return c;
}
__global__ void zero(float *p) { p[threadIdx.x] = 0.0f; }

int main() {
  float v[2] = {1.0f, 2.0f};
  clock_t start = clock();
  float *d = nullptr;
  cudaMalloc(&d, sizeof(v));
  zero<<<1, 2>>>(d);
  cudaFree(d);
  return countFinite(v, 2) + (int)(clock() - start > 0);
}
