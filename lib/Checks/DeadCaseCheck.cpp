//===- DeadCaseCheck.cpp - MU1008: switch arms MUSA cannot reach ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DeadCaseCheck.h"
#include "SwitchArms.h"
#include "musify/Rules/RuleSet.h"
#include "clang/AST/Stmt.h"
#include <fmt/format.h>
#include <map>

namespace musify {

using namespace clang;
using namespace clang::ast_matchers;

void DeadCaseCheck::registerMatchers(MatchFinder &F) {
  F.addMatcher(switchStmt(unless(isInTemplateInstantiation())).bind("switch"),
               this);
}

void DeadCaseCheck::run(const MatchFinder::MatchResult &R) {
  const auto *Switch = R.Nodes.getNodeAs<SwitchStmt>("switch");
  if (!Switch || !R.SourceManager || !R.Context)
    return;
  const SourceManager &SM = *R.SourceManager;
  std::vector<SwitchArm> Arms = armsOf(*Switch);
  for (size_t I = 0; I < Arms.size(); ++I) {
    std::vector<const CaseStmt *> Dead;
    std::map<const CaseStmt *, const Rule *> Lacking;
    for (const SwitchCase *L : Arms[I].Labels)
      if (const auto *C = dyn_cast<CaseStmt>(L))
        if (const Rule *Lacks = lacksCounterpart(*C, Rules, SM)) {
          Dead.push_back(C);
          Lacking[C] = Lacks;
        }
    if (!Dead.empty())
      removeLabels(*Reporter, Arms, I, Dead, SM, R.Context->getLangOpts(),
                   [&](const CaseStmt &C, bool WholeArm) {
                     reportRemoved(C, *Lacking[&C], WholeArm);
                   });
  }
}

void DeadCaseCheck::reportRemoved(const CaseStmt &Case, const Rule &R,
                                  bool WholeArm) {
  Reporter->report(
      DiagID::DeadCase, Case.getCaseLoc(),
      fmt::format("{} for '{}' removed from the port: MUSA has no known "
                  "counterpart of this enumerator ({}), so no value of the "
                  "switch can match it",
                  WholeArm ? "the switch arm" : "the case label", R.Cuda,
                  R.Reason.empty() ? toString(R.Status) : R.Reason),
      "nothing to do; if MUSA gains the enumerator, add the arm back with "
      "its MUSA name");
}

} // namespace musify
