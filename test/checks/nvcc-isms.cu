// REQUIRES: cuda-sdk
// RUN: %strip %s > %t.cu
// RUN: %musify %t.cu --quiet 2> %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=MU0001
// nvcc accepts a dependent template call without `template`; Clang-based
// compilers (MUSA's mcc among them) do not. Clang recovers, so the file is
// migrated with its AST, and the missing keyword is inserted and reported.
// The same for an attribute after `__shared__`.

#include <cuda_runtime.h>

struct Reducer {
  template <int N> __device__ int reduce(int v) const { return v * N; }
};

template <typename T> __global__ void kernel(T r, int *out) {
  out[0] = r.reduce<4>(out[0]);
  // CHECK: out[0] = r.template reduce<4>(out[0]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (missing 'template' keyword prior to dependent template name 'reduce'); musify inserted 'template' [MU2006]
}

// A C++11 attribute after a memory-space keyword: nvcc takes it, Clang
// rejects it (and drops the attribute); musify puts the attribute first.
template <typename T> __global__ void staged(T *out) {
  __shared__ alignas(16) T tile[32];
  // CHECK: alignas(16) __shared__ T tile[32];
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not ('alignas' attribute cannot be applied to types); musify wrote 'alignas(16) __shared__' [MU2006]
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}

__global__ void staged4(float *out) {
  __shared__ alignas(alignof(float4)) float tile[32];
  // CHECK: alignas(alignof(float4)) __shared__ float tile[32];
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (an attribute list cannot appear here); musify wrote 'alignas(alignof(float4)) __shared__' [MU2006]
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}

// A dependent name used as a type without `typename` (a functional cast in
// a CUTLASS-style kernel): Clang finds out while instantiating, and offers
// no fix-it; musify inserts the keyword in the template's text.
struct Layout {
  __host__ __device__ explicit Layout(int s) : stride(s) {}
  int stride;
};
struct Traits {
  using LayoutB = Layout;
};
template <typename MM> __global__ void strided(int *out, int s) {
  auto l = MM::LayoutB(s);
  // CHECK: auto l = typename MM::LayoutB(s);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (missing 'typename' prior to dependent type name 'Traits::LayoutB'); musify inserted 'typename' [MU2006]
  out[threadIdx.x] = l.stride;
}

// The same through a dependent class's qualified name: the keyword goes
// before the member's name, not before the qualified name (Clang offers no
// fix-it while instantiating).
template <int THREADS> struct ParallelSums {
  template <int CTA> __device__ static void dispatch(float *smem, float v) {
    smem[threadIdx.x % CTA] = v * THREADS;
  }
};
template <int THREADS, int CTA> __global__ void sums(float *out) {
  __shared__ float smem[CTA];
  ParallelSums<THREADS>::dispatch<CTA>(smem, out[threadIdx.x]);
  // CHECK: ParallelSums<THREADS>::template dispatch<CTA>(smem, out[threadIdx.x]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:26: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (missing 'template' keyword prior to dependent template name 'dispatch'); musify inserted 'template' [MU2006]
  __syncthreads();
  out[threadIdx.x] = smem[threadIdx.x % CTA];
}

// An out-of-line definition of a member function template that repeats its
// template parameters after its name (FasterTransformer's CUTLASS GEMM
// runners): nvcc takes it, Clang calls it a partial specialization; musify
// removes them where they are exactly the innermost header's parameters.
template <typename T> struct Runner {
  template <typename Tag, int Stages = 2> void dispatch(T *out);
};
template <typename T>
template <typename Tag, int Stages>
void Runner<T>::dispatch<Tag, Stages>(T *out) {
  // CHECK: void Runner<T>::dispatch(T *out) {
  // DIAG: {{.*}}.cu:[[@LINE-2]]:25: warning: nvcc accepts this, Clang-based compilers such as MUSA's mcc do not (function template partial specialization is not allowed); musify removed '<Tag, Stages>' [MU2006]
  cudaMemset(out, 0, Stages * sizeof(T));
  // CHECK: musaMemset(out, 0, Stages * sizeof(T));
}

namespace mine {
int cudaFree(void *) { return 0; }
// CHECK: int cudaFree(void *) { return 0; }
}

int main() {
  int *p;
  cudaMalloc(&p, sizeof(int));
  // CHECK: musaMalloc(&p, sizeof(int));
  kernel<<<1, 1>>>(Reducer{}, p);
  strided<Traits><<<1, 1>>>(p, 4);
  sums<4, 64><<<1, 64>>>(nullptr);
  cudaFree(p);
  // CHECK: musaFree(p);
  return 0;
}

