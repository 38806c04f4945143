//===- InlinePtxCheck.h - MU2002: inline PTX in device code -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_INLINEPTXCHECK_H
#define MUSIFY_LIB_CHECKS_INLINEPTXCHECK_H

#include "musify/Checks/Check.h"

namespace musify {

/// MUSA cannot run PTX. Reports each `asm` statement of device code with the
/// PTX instructions it uses and, from rules/ptx.yaml, the portable builtin
/// for each where one exists. Device code the host-side parse skipped
/// (`#ifdef __CUDA_ARCH__`) is searched as text.
class InlinePtxCheck : public Check {
public:
  InlinePtxCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;
  void checkText(TextCheckContext &F) override;

  /// The message and suggestion for PTX text \p Ptx.
  std::pair<std::string, std::string> describe(llvm::StringRef Ptx) const;

private:
  const RuleSet &Rules;
};

} // namespace musify

#endif
