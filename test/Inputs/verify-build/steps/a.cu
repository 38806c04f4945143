#include <cuda_runtime.h>
void helper_a();
int main() {
  helper_a();
  return cudaDeviceSynchronize() != cudaSuccess;
}
