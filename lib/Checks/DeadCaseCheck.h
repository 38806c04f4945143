//===- DeadCaseCheck.h - MU1008: switch arms MUSA cannot reach --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_CHECKS_DEADCASECHECK_H
#define MUSIFY_LIB_CHECKS_DEADCASECHECK_H

#include "musify/Checks/Check.h"

namespace clang {
class CaseStmt;
} // namespace clang

namespace musify {

struct Rule;

/// A `case` of a CUDA enumerator the rules know no MUSA counterpart of
/// (cuFFT's CUDA 12 result codes in an error-string switch): no value of
/// MUSA's enum can match it, and the port does not build while it names
/// the enumerator. The label is removed from the port, and its arm with it
/// where only such labels enter the arm and the arm before does not fall
/// into it; where that is not safe, nothing changes (MU1002 stays).
class DeadCaseCheck : public Check {
public:
  DeadCaseCheck(const CheckOptions &Options, const RuleSet &Rules)
      : Check(Options), Rules(Rules) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &F) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

private:
  void reportRemoved(const clang::CaseStmt &Case, const Rule &R, bool WholeArm);

  const RuleSet &Rules;
};

} // namespace musify

#endif
