#include <cuda_runtime.h>

// A descriptor whose type is 128-byte aligned, asked for less where it is
// declared, as TransformerEngine declares CUDA's CUtensorMap: GCC (nvcc's
// host compiler) ignores the weaker alignas, Clang rejects it.
struct alignas(128) Descriptor {
  unsigned long long Words[16];
};

__global__ void consume(const __grid_constant__ Descriptor D, int *Out) {
  *Out = static_cast<int>(D.Words[0]);
}

void launch(int *Out, cudaStream_t Stream) {
  alignas(64) Descriptor D{};
  consume<<<1, 1, 0, Stream>>>(D, Out);
}

// In an argument of a macro, as TransformerEngine's type switches hold it.
#define WITH_BODY(...)                                                         \
  do {                                                                         \
    __VA_ARGS__                                                                \
  } while (0)

void launchInSwitch(int *Out, cudaStream_t Stream) {
  WITH_BODY({
    alignas(64) Descriptor D{};
    consume<<<1, 1, 0, Stream>>>(D, Out);
  });
}
