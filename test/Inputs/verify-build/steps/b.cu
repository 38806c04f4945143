#include <cuda_runtime.h>
void helper_b();
int main() {
  helper_b();
  return cudaDeviceSynchronize() != cudaSuccess;
}
