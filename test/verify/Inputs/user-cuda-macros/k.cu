#include <torch/extension.h>
#include "helpers.h"
__global__ void zero(float *x, int n) {
  CUDA_1D_KERNEL_LOOP(i, n) { x[i] = 0; }
}
void launch(at::Tensor t) {
  zero<<<1, 32>>>(t.data_ptr<float>(), (int)t.numel());
}
