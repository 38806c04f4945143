//===- MusaArch.cpp - The MUSA architectures checks know ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Facts about targets, not an API mapping: __MUSA_ARCH__ values and warp
// sizes from ggml (common.cuh), torch_musa (utils.muh: WARP_SIZE 128 when
// __MUSA_ARCH__ <= 220, else 32) and muThrust (util.h), as collected in
// ../shared/musa-reference/FACTS.md section 3.4.
//
//===----------------------------------------------------------------------===//

#include "Check.h"

namespace musify {

static const MusaArch Archs[] = {
    {"mp_21", 210, 128, "MTT S80, MTT S3000"},
    {"mp_22", 220, 128, "MTT S4000"},
    {"mp_31", 310, 32, "MTT S5000"},
};

llvm::ArrayRef<MusaArch> allMusaArchs() { return Archs; }

const MusaArch *findMusaArch(llvm::StringRef Name) {
  for (const MusaArch &A : Archs)
    if (A.Name == Name)
      return &A;
  return nullptr;
}

} // namespace musify
