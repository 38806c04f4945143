//===- DispatchKeyCheck.h - MU2009: keys registered twice -------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_DISPATCHKEYCHECK_H
#define MUSIFY_LIB_CHECKS_DISPATCHKEYCHECK_H

#include "musify/Checks/Check.h"

namespace musify {

/// `TORCH_LIBRARY_IMPL(ns, CUDA, m)` becomes a PrivateUse1 block (the
/// rules' DispatchKey::CUDA), which torch_musa dispatches MUSA tensors to.
/// Where the same file already registers `ns`'s kernels for that key (an
/// extension that supports another PrivateUse1 backend, as gsplat does),
/// the port has two blocks for one key: PyTorch keeps one kernel per
/// operator and key, the one registered last, and only warns at load. The
/// migrated block is reported (docs/diagnostics/MU2009.md). The key of
/// `STABLE_TORCH_LIBRARY_IMPL`, which the macro stringizes, is renamed
/// here, as no AST reference shows it.
class DispatchKeyCheck : public Check {
public:
  DispatchKeyCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void checkText(TextCheckContext &F) override;

private:
  /// The rule that renames the dispatch key \p Key; null where none does.
  const Rule *keyRule(llvm::StringRef Key) const;

  const RuleSet &Rules;
};

} // namespace musify

#endif
