//===- VersionGuardCheck.h - MU2004: CUDA version comparisons ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_VERSIONGUARDCHECK_H
#define MUSIFY_LIB_CHECKS_VERSIONGUARDCHECK_H

#include "musify/Checks/Check.h"

namespace musify {

/// `#if CUDART_VERSION >= 11000` becomes a comparison of MUSA versions
/// (MUSART_VERSION, 40300 for rc4.3) with a CUDA number.
class VersionGuardCheck : public Check {
public:
  using Check::Check;
  void checkText(TextCheckContext &F) override;
};

} // namespace musify

#endif
