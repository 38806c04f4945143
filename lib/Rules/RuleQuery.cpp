//===- RuleQuery.cpp - Answer questions about the rules -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleQuery.h"
#include <fmt/format.h>
#include <map>

namespace musify {

std::vector<const Rule *> findRules(const RuleSet &Rules,
                                    llvm::StringRef Name) {
  std::vector<const Rule *> ByCuda, ByMusa;
  for (const Rule &R : Rules.rules()) {
    if (R.Cuda == Name)
      ByCuda.push_back(&R);
    else if (R.Musa == Name)
      ByMusa.push_back(&R);
  }
  ByCuda.insert(ByCuda.end(), ByMusa.begin(), ByMusa.end());
  return ByCuda;
}

void printRule(const RuleSet &Rules, const Rule &R, llvm::raw_ostream &OS) {
  auto Field = [&](llvm::StringRef Name, llvm::StringRef Value) {
    if (!Value.empty())
      OS << fmt::format("  {:<12}{}\n", Name.empty() ? "" : (Name + ":").str(),
                        Value.str());
  };
  OS << R.Cuda << "\n";
  Field("musa", R.Musa);
  const Family *F = Rules.family(R.Family);
  Field("family", F && !F->Title.empty()
                      ? fmt::format("{} ({})", R.Family, F->Title)
                      : R.Family);
  Field("kind", toString(R.Kind));
  Field("status", toString(R.Status));
  // Each source of evidence on a line of its own ("used by ...; torch_musa
  // general.json says ...").
  llvm::SmallVector<llvm::StringRef, 4> Sources;
  llvm::StringRef(R.Evidence).split(Sources, "; ", -1, /*KeepEmpty=*/false);
  for (size_t I = 0; I < Sources.size(); ++I)
    Field(I == 0 ? "evidence" : "", Sources[I]);
  Field("reason", R.Reason);
  Field("suggestion", R.Suggestion);
  Field("call", R.CallDropsDefaults && !R.Call.empty()
                    ? fmt::format("{} (where the arguments it leaves out "
                                  "are null or empty)",
                                  R.Call)
                    : R.Call.str());
  Field("fixit", R.FixIt);
  if (R.Remove)
    Field("remove",
          R.Kind == RuleKind::Build ? "taken out of the build script (MU3003)"
          : R.Kind == RuleKind::Header
              ? (R.Instead.empty()
                     ? "the include goes from a file that names nothing it "
                       "declares outside macro bodies (MU1009)"
                     : "the include becomes one of " + R.Instead.str() +
                           " (MU1009)")
              : "a call becomes ((void)0) (MU1009)");
  Field("rule", fmt::format("{}:{}", R.File, R.Line));
}

bool printFamily(const RuleSet &Rules, llvm::StringRef Family,
                 llvm::raw_ostream &OS) {
  const musify::Family *F = Rules.family(Family);
  if (!F)
    return false;
  std::map<std::string, unsigned> ByStatus;
  std::vector<const Rule *> Members;
  for (const Rule &R : Rules.rules())
    if (R.Family == Family)
      Members.push_back(&R);
  std::sort(Members.begin(), Members.end(),
            [](const Rule *A, const Rule *B) { return A->Cuda < B->Cuda; });
  for (const Rule *R : Members) {
    ++ByStatus[toString(R->Status).str()];
    OS << fmt::format("{} -> {} [{}, {}]\n", R->Cuda,
                      R->renames() ? (R->Musa.empty() ? R->Call : R->Musa)
                                   : "(none)",
                      toString(R->Kind).str(), toString(R->Status).str());
  }
  std::string Counts;
  for (const auto &[Status, N] : ByStatus)
    Counts += fmt::format(", {} {}", N, Status);
  OS << fmt::format("{}: {} rules{}\n", Family.str(), Members.size(), Counts);
  return true;
}

} // namespace musify
