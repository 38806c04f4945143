// musify stand-in for PyTorch's
// <torch/csrc/distributed/c10d/symm_mem/SymmetricMemory.hpp>; see
// musify-torch-api.h. Memory every rank of a group can address.
#pragma once
#include "../../../../../c10/util/intrusive_ptr.h"
#include "../../../../../musify-torch-api.h"
#include <optional>
#include <string>

namespace c10d {
namespace symmetric_memory {
class SymmetricMemory : public c10::intrusive_ptr_target {
public:
  virtual at::Tensor get_buffer(int Rank, c10::IntArrayRef Sizes,
                                c10::ScalarType Dtype, int64_t StorageOffset);
  virtual void barrier(int Channel, size_t TimeoutMs);
  virtual int get_rank();
  virtual int get_world_size();
};

at::Tensor empty_strided_p2p(c10::IntArrayRef Size, c10::IntArrayRef Stride,
                             c10::ScalarType Dtype, c10::Device Device,
                             const std::optional<std::string> &GroupName,
                             std::optional<uint64_t> AllocId);
c10::intrusive_ptr<SymmetricMemory>
rendezvous(const at::Tensor &Tensor,
           const std::optional<std::string> &GroupName = std::nullopt);
} // namespace symmetric_memory
} // namespace c10d
