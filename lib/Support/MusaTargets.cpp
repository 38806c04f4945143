//===- MusaTargets.cpp - The MUSA GPU targets -----------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/MusaTargets.h"

namespace musify {

static const MusaArch Archs[] = {
#define MUSA_TARGET(Name, ArchValue, WarpSize, Products)                       \
  {Name, ArchValue, WarpSize, Products},
#include "musa-targets.def"
};

llvm::ArrayRef<MusaArch> allMusaArchs() { return Archs; }

const MusaArch *findMusaArch(llvm::StringRef Name) {
  for (const MusaArch &A : Archs)
    if (A.Name == Name)
      return &A;
  return nullptr;
}

std::string musaArchNames() {
  std::string Names;
  for (const MusaArch &A : Archs)
    Names += (Names.empty() ? "" : ", ") + A.Name.str();
  return Names;
}

} // namespace musify
