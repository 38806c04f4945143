// A stand-in for CUTLASS's asynchronous-copy helpers: a fence MUTLASS 0.1.1
// does not declare (cute::cp_async_fence, an SM80 instruction's wrapper).
#pragma once

namespace cutlass {
__device__ inline void cp_async_fence() {}
__device__ inline void cp_async_wait() {}
} // namespace cutlass
