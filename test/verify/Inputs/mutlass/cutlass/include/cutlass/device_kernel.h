// A stand-in for CUTLASS 2's cutlass/device_kernel.h: it includes what it
// uses (cutlass/cutlass.h, for CUTLASS_GLOBAL).
#pragma once
#include "cutlass/cutlass.h"

namespace cutlass {
template <typename Operator>
CUTLASS_GLOBAL void Kernel(typename Operator::Params Params) {
  Operator Op;
  Op(Params);
}
} // namespace cutlass
