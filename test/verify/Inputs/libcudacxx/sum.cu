#include <cuda/atomic>
#include <cuda/std/limits>
#include <cuda/std/tuple>
#include <cuda_runtime.h>
#include <cstdio>

__global__ void sum(int *out) {
  cuda::std::tuple<int, int> t{static_cast<int>(threadIdx.x), 2};
  cuda::atomic_ref<int, cuda::thread_scope_device> total(*out);
  total.fetch_add(cuda::std::get<0>(t) * cuda::std::get<1>(t));
}

int main() {
  cuda::std::tuple<int, char> pair{cuda::std::numeric_limits<signed char>::max(), 'x'};
  std::printf("%d %c\n", cuda::std::get<0>(pair), cuda::std::get<1>(pair));
  int *out;
  cudaMalloc(&out, sizeof(int));
  cudaMemset(out, 0, sizeof(int));
  sum<<<1, 32>>>(out);
  int host = 0;
  cudaMemcpy(&host, out, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%d\n", host);
  return 0;
}
