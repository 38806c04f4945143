// A stand-in for MUTLASS's mutlass/mutlass.h, shaped as the real one is: it
// includes MUSA headers the port does not (musa_fp8.h), and calls mcc's
// device builtin __musa_exit() where CUTLASS executes a breakpoint; its
// device functions are such only where __MUSACC__ is defined.
#pragma once
// As MUTLASS's helper_macros.hpp: device functions only under mcc, which
// predefines __MUSACC__ before any header.
#if defined(__MUSACC__)
#define MUTLASS_HOST_DEVICE __forceinline__ __device__ __host__
#define MUTLASS_DEVICE __forceinline__ __device__
#else
#define MUTLASS_HOST_DEVICE inline
#define MUTLASS_DEVICE inline
#endif
#define MUTLASS_GLOBAL __global__ static

#include <musa_fp16.h>
#include <musa_fp8.h>

namespace mutlass {
using float_e4m3_storage = __mt_fp8_e4m3;

MUTLASS_HOST_DEVICE void stop_if(bool Failed) {
#if defined(__MUSA_ARCH__)
  if (Failed)
    __musa_exit();
#endif
}

MUTLASS_DEVICE unsigned lane_sum(unsigned V) {
  return V + __shfl_xor_sync(0xffffffff, V, 1);
}

// As MUTLASS's NumericConverter<int8_t, float>: mcc's conversion builtin,
// in code that is no template, so it is checked where it is written.
#if defined(__MUSA_ARCH__)
MUTLASS_DEVICE signed char to_int8(float V) { return __float2char_rn_sat(V); }
#endif
} // namespace mutlass
