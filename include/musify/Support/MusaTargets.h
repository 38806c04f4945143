//===- MusaTargets.h - The MUSA GPU targets ---------------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The MUSA architectures, their __MUSA_ARCH__ values and warp sizes, from
// the one table rules/musa-targets.def.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_MUSATARGETS_H
#define MUSIFY_SUPPORT_MUSATARGETS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify {

/// A MUSA GPU architecture and what checks need to know about it.
struct MusaArch {
  llvm::StringRef Name; ///< mp_21
  unsigned Value;       ///< __MUSA_ARCH__, 210
  unsigned WarpSize;    ///< 128
  llvm::StringRef Products;
};

/// Every architecture, in the table's order.
llvm::ArrayRef<MusaArch> allMusaArchs();
/// The architecture called \p Name, or null.
const MusaArch *findMusaArch(llvm::StringRef Name);
/// The names, as a message lists them: "mp_21, mp_22, mp_31".
std::string musaArchNames();

} // namespace musify

#endif // MUSIFY_SUPPORT_MUSATARGETS_H
