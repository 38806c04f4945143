// A stand-in for MUTLASS's mutlass/mutlass.h, shaped as the real one is: it
// includes MUSA headers the port does not (musa_fp8.h), and calls mcc's
// device builtin __musa_exit() where CUTLASS executes a breakpoint.
#pragma once
#include <musa_fp16.h>
#include <musa_fp8.h>

#define MUTLASS_HOST_DEVICE __host__ __device__

namespace mutlass {
using float_e4m3_storage = __mt_fp8_e4m3;

MUTLASS_HOST_DEVICE inline void stop_if(bool Failed) {
#if defined(__MUSA_ARCH__)
  if (Failed)
    __musa_exit();
#endif
}
} // namespace mutlass
