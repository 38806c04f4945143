// musify stand-in for PyTorch's <ATen/cuda/CUDAGeneratorImpl.h>; see
// musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"

namespace at {
// The seed and offset of a Philox stream, as a kernel receives them.
struct PhiloxCudaState {
  PhiloxCudaState() = default;
  PhiloxCudaState(uint64_t seed, uint64_t offset);
  PhiloxCudaState(int64_t *seed, int64_t *offset, uint32_t offset_intragraph);
};
struct Generator {
  template <typename T> T *get() const;
  std::mutex &mutex();
};
struct CUDAGeneratorImpl {
  PhiloxCudaState philox_cuda_state(uint64_t increment);
  uint64_t current_seed() const;
  std::mutex mutex_;
};
template <typename T>
T *check_generator(std::optional<Generator> gen);
template <typename T>
T *get_generator_or_default(const std::optional<Generator> &gen,
                            const Generator &default_gen);
namespace cuda {
namespace detail {
const Generator &getDefaultCUDAGenerator(DeviceIndex device = -1);
} // namespace detail
namespace philox {
__host__ __device__ std::tuple<uint64_t, uint64_t>
unpack(PhiloxCudaState state);
} // namespace philox
} // namespace cuda
} // namespace at
