//===- VersionGuardCheck.h - MU2004: CUDA version comparisons ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_VERSIONGUARDCHECK_H
#define MUSIFY_LIB_CHECKS_VERSIONGUARDCHECK_H

#include "musify/Checks/Check.h"
#include <string>

namespace musify {

struct MacroComparison;

/// Lines [Begin, End) of a file that a condition selects, with the macro
/// whose definition selects them (empty for a version test's own branch).
struct SelectedLines {
  unsigned Begin, End;
  std::string Macro;
};

/// `#if CUDART_VERSION >= 11000` becomes a comparison of MUSA versions
/// (MUSART_VERSION, 40300 for rc4.3) with a CUDA number. Where that makes
/// MUSA take code that names what MUSA lacks (directly, or through a macro
/// the branch defines), and the flipped comparisons decide the condition
/// for the code that names nothing of the kind (`#if CUDART_VERSION >=
/// 12080` around an FP8 call, with a fallback), the port tests 0 (or 1)
/// instead: the branch CUDA's older (or newer) releases take.
/// `#if CUDA_VERSION >= 9000` keeps a name MUSA does not define (0 with
/// mcc): the port decides it at the value torch_musa's build gives its
/// counterpart (10400), with the same choice of the branch that can build.
class VersionGuardCheck : public Check {
public:
  using Check::Check;
  void checkText(TextCheckContext &F) override;

private:
  /// Rewrites \p Comparisons, those of the directive at \p DirectiveStart,
  /// each true or false on every MUSA SDK, to take the other branch where
  /// that is the one that can build; false where it leaves them.
  bool takeOtherBranch(TextCheckContext &F, unsigned DirectiveStart,
                       llvm::ArrayRef<MacroComparison> Comparisons);
  /// What the first of \p Lines that names something MUSA lacks names.
  static std::string gapIn(TextCheckContext &F,
                           llvm::ArrayRef<SelectedLines> Lines);
  /// Rewrites \p C to the literal that takes the other branch and says
  /// why: that branch names nothing MUSA lacks, and MUSA's names \p Gap.
  static void rewriteToOtherBranch(TextCheckContext &F,
                                   const MacroComparison &C,
                                   llvm::StringRef Gap);
  /// Rewrites \p C, a comparison of CUDA_VERSION that stands alone, to
  /// the literal torch_musa's MUSA_COMP_VERSION gives it, and says so;
  /// false where it leaves it.
  static bool decideAtTorchMusa(TextCheckContext &F, const MacroComparison &C);
  /// In the directive at \p DirectiveStart, where comparisons of
  /// CUDA_VERSION were decided: `defined(CUDA_VERSION)` becomes 1 too, as
  /// the value they were decided at is one (`!defined(CUDA_VERSION) ||
  /// CUDA_VERSION < 9000` around an #error).
  static void decideDefinedIn(TextCheckContext &F, unsigned DirectiveStart);
  static void report(TextCheckContext &F, const MacroComparison &C);
  /// Back to CUDA (--to cuda): each `0 /* was CUDART_VERSION >= 12000 */`
  /// the migration wrote in an #if or #elif becomes the comparison again.
  static void restoreDecided(TextCheckContext &F);
};

} // namespace musify

#endif
