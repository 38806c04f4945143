// musify stand-in for PyTorch's <c10/cuda/CUDACachingAllocator.h>; see
// musify-torch-api.h.
#pragma once
#include "../../musify-torch-cuda.h"

namespace c10 {
// c10/core/Allocator.h: memory owned by an allocator.
struct DataPtr {
  void *get() const;
  Device device() const;
  explicit operator bool() const;
};
struct Allocator {
  virtual ~Allocator() = default;
  virtual DataPtr allocate(size_t bytes) = 0;
};
namespace cuda {
namespace CUDACachingAllocator {
struct CUDAAllocator : Allocator {
  virtual void *raw_alloc(size_t bytes) = 0;
  virtual void *raw_alloc_with_stream(size_t bytes, cudaStream_t stream) = 0;
  virtual void raw_delete(void *ptr) = 0;
  virtual void emptyCache() = 0;
};
CUDAAllocator *get();
void *raw_alloc(size_t bytes);
void *raw_alloc_with_stream(size_t bytes, cudaStream_t stream);
void raw_delete(void *ptr);
void emptyCache();
void recordStream(const DataPtr &ptr, CUDAStream stream);
} // namespace CUDACachingAllocator
} // namespace cuda
} // namespace c10
