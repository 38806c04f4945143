// musify stand-in for PyTorch's <ATen/cuda/cub.h>; see musify-torch-api.h.
// The sorts and scans ATen runs with CUB on the current stream, as host
// functions of device pointers.
#pragma once
#include "../../musify-torch-cuda.h"

namespace at {
namespace cuda {
namespace cub {
int get_num_bits(uint64_t max_key);
template <typename key_t, typename value_t>
void radix_sort_pairs(const key_t *keys_in, key_t *keys_out,
                      const value_t *values_in, value_t *values_out, int64_t n,
                      bool descending = false, int64_t begin_bit = 0,
                      int64_t end_bit = sizeof(key_t) * 8);
template <typename key_t>
void radix_sort_keys(const key_t *keys_in, key_t *keys_out, int64_t n,
                     bool descending = false, int64_t begin_bit = 0,
                     int64_t end_bit = sizeof(key_t) * 8);
template <typename scalar_t>
void inclusive_sum(const scalar_t *input, scalar_t *output, int64_t n);
template <typename scalar_t>
void exclusive_sum(const scalar_t *input, scalar_t *output, int64_t n);
void mask_exclusive_sum(const uint8_t *mask, int64_t *output_idx, int64_t n);
void mask_exclusive_sum(const bool *mask, int64_t *output_idx, int64_t n);
} // namespace cub
} // namespace cuda
} // namespace at
