//===- ArchGuardCheck.h - MU2003: __CUDA_ARCH__ comparisons -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_ARCHGUARDCHECK_H
#define MUSIFY_LIB_CHECKS_ARCHGUARDCHECK_H

#include "musify/Checks/Check.h"

namespace musify {

/// `#if __CUDA_ARCH__ >= 800` becomes `__MUSA_ARCH__ >= 800`, but the numbers
/// mean different GPUs: says what the migrated test selects on each target.
class ArchGuardCheck : public Check {
public:
  using Check::Check;
  void checkText(TextCheckContext &F) override;
};

} // namespace musify

#endif
