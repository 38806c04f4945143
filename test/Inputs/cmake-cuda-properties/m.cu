__global__ void k(float *x) { x[threadIdx.x] = 0.0f; }
