#include "src/cuda/kernels.cuh"

int main() { return scale(nullptr, 0, nullptr) == cudaSuccess ? 0 : 1; }
