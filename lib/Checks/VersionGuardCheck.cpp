//===- VersionGuardCheck.cpp - MU2004: CUDA version comparisons -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "VersionGuardCheck.h"
#include "Comparisons.h"
#include <fmt/format.h>

namespace musify {

// MUSART_VERSION is major*10000 + minor*100 (40300 = rc4.3, ggml's
// MUSART_HMASK); the SDKs in use are 4.x and 5.x.
static constexpr unsigned long long LowestMusa = 40000, HighestMusa = 59999;

void VersionGuardCheck::checkText(TextCheckContext &F) {
  forEachMacroComparison(
      F.content(), {"CUDART_VERSION", "CUDA_VERSION"},
      [&](const MacroComparison &C) {
        bool AtLow = C.holds(LowestMusa), AtHigh = C.holds(HighestMusa);
        std::string Verdict =
            AtLow && AtHigh ? "true for every MUSA SDK 4.x and 5.x"
            : !AtLow && !AtHigh
                ? "false for every MUSA SDK 4.x and 5.x"
                : "true for some MUSA SDKs and false for others";
        F.report(DiagID::VersionGuard, C.MacroOffset, C.Macro.size(),
                 fmt::format("'{}' compares the CUDA version ({}.{}); "
                             "migrated, it compares a MUSA version number "
                             "with it and is {}",
                             C.Text, C.Value / 1000, C.Value % 1000 / 10,
                             Verdict),
                 "compare MUSART_VERSION with MUSA numbers (40300 = rc4.3) "
                 "or test the feature the CUDA version stood for");
      },
      [&](llvm::StringRef Name) { return F.integerMacro(Name); });
}

} // namespace musify
