//===- ArchGuardCheck.cpp - MU2003: __CUDA_ARCH__ comparisons -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ArchGuardCheck.h"
#include "Comparisons.h"
#include <fmt/format.h>

namespace musify {

void ArchGuardCheck::checkText(TextCheckContext &F) {
  forEachMacroComparison(
      F.content(), {"__CUDA_ARCH__"},
      [&](const MacroComparison &C) {
        std::string Taken, NotTaken;
        for (const MusaArch *A : Options.Archs)
          (C.holds(A->Value) ? Taken : NotTaken) += fmt::format(
              "{}{} ({})",
              (C.holds(A->Value) ? Taken : NotTaken).empty() ? "" : ", ",
              A->Name.str(), A->Value);
        std::string Verdict =
            NotTaken.empty() ? "true on every target (" + Taken + ")"
            : Taken.empty()  ? "false on every target (" + NotTaken + ")"
                             : "true on " + Taken + " and false on " + NotTaken;
        F.report(DiagID::ArchGuard, C.MacroOffset, C.Macro.size(),
                 fmt::format("'{}' compares a CUDA compute capability (sm_{}); "
                             "as __MUSA_ARCH__ it compares MUSA architectures "
                             "and is {}",
                             C.Text, C.Value / 10, Verdict),
                 "test the MUSA architecture the code needs (__MUSA_ARCH__ "
                 "210 = mp_21, 220 = mp_22, 310 = mp_31) or the feature "
                 "itself");
      },
      [&](llvm::StringRef Name) { return F.integerMacro(Name); });
}

} // namespace musify
