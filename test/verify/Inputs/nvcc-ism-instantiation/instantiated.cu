// A member template called without `template` (nvcc takes it) in a
// function template that `run` instantiates first, then a lambda in another
// member template calls: Clang reports the lambda's call ("no matching
// function", a substitution failure), then the missing keyword while
// instantiating prologue<false>.
#include <cuda_runtime.h>

struct Loader {
  static constexpr bool kWhole = false;
  template <bool kFirst = true, bool kSecond = true>
  __device__ static void load(float *Out, int A) {
    Out[0] = kFirst + kSecond + A;
  }
  template <bool kFirst = true, bool kSecond = true>
  __device__ static void load(float *Out, int A, int B) {
    Out[0] = kFirst + kSecond + A + B;
  }
};

template <typename T> struct Kernel {
  struct MatmulQK {
    using Mma = T;
  };
  template <bool kForce> __device__ static void prologue(float *Out) {
    static constexpr bool kReload = kForce || !MatmulQK::Mma::kWhole;
    MatmulQK::Mma::load<kReload, true>(Out, 1, 2);
  }
  template <bool kChecked>
  __device__ static void process(float *Out, bool Reload) {
    if (Reload) {
      constexpr bool kForce = true;
      [&]() { prologue<kForce>(Out); }();
    } else {
      constexpr bool kForce = false;
      [&]() { prologue<kForce>(Out); }();
    }
  }
  __device__ static void run(float *Out, bool Reload) {
    prologue<true>(Out);
    process<true>(Out, Reload);
  }
};

__global__ void entry(float *Out, bool Reload) {
  Kernel<Loader>::run(Out, Reload);
}

int main() {
  float *Out;
  cudaMalloc(&Out, sizeof(float));
  entry<<<1, 1>>>(Out, true);
  cudaDeviceSynchronize();
  cudaFree(Out);
  return 0;
}
