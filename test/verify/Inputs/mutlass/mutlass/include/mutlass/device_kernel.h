// A stand-in for MUTLASS's mutlass/device_kernel.h, shaped as the real one
// is: it uses MUTLASS_GLOBAL, which mutlass/mutlass.h defines, and includes
// nothing.
#pragma once

namespace mutlass {
template <typename Operator>
MUTLASS_GLOBAL void Kernel(typename Operator::Params Params) {
  Operator Op;
  Op(Params);
}
} // namespace mutlass
