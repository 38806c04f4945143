// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify --quiet %t.cu 2> %t.err | FileCheck %s --match-full-lines --implicit-check-not=curand
// RUN: %only-mapped-notes < %t.err
// cuRAND as simulations use it: a host generator filling device memory, and
// per-thread device states in a kernel.

#include <curand.h>
// CHECK: #include <murand.h>
#include <curand_kernel.h>
// CHECK: #include <murand_kernel.h>

__global__ void setup(curandState *states, unsigned long long seed) {
  // CHECK: __global__ void setup(murandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  // CHECK: murand_init(seed, id, 0, &states[id]);
}

__global__ void sample(curandStatePhilox4_32_10_t *states, float *out) {
  // CHECK: __global__ void sample(murandStatePhilox4_32_10_t *states, float *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = curand_normal4(&states[id]);
  // CHECK: float4 v = murand_normal4(&states[id]);
  out[id] = v.x + curand_uniform(&states[id]);
  // CHECK: out[id] = v.x + murand_uniform(&states[id]);
}

void fill(float *device, size_t n) {
  curandGenerator_t gen;
  // CHECK: murandGenerator_t gen;
  if (curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10) !=
      CURAND_STATUS_SUCCESS)
    return;
  // CHECK: if (murandCreateGenerator(&gen, MURAND_RNG_PSEUDO_PHILOX4_32_10) !=
  // CHECK: MURAND_STATUS_SUCCESS)
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  // CHECK: murandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  curandGenerateUniform(gen, device, n);
  // CHECK: murandGenerateUniform(gen, device, n);
  curandDestroyGenerator(gen);
  // CHECK: murandDestroyGenerator(gen);
}
