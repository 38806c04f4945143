//===- ReverseRules.cpp - The rules read from MUSA to CUDA ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/ReverseRules.h"
#include "musify/Rules/NamespaceMembers.h"
#include "llvm/ADT/StringExtras.h"
#include <deque>
#include <fmt/format.h>
#include <map>

namespace musify {
namespace {

/// Whether \p Musa says MUSA (musaX, MUBLAS_X, __mt_x, mcclX,
/// make_muFloatComplex, mutlass/, ...): a
/// name that does not may be spelled the same in CUDA code (__half,
/// kPrivateUse1), so reading it back would rewrite code that was never
/// migrated.
bool saysMusa(llvm::StringRef Musa) {
  std::string Lower = Musa.lower();
  llvm::StringRef L = llvm::StringRef(Lower).ltrim("_");
  return L.starts_with("mu") || L.starts_with("mt") || L.starts_with("mccl") ||
         L.contains("musa") || L.contains("::mu") || L.contains("_mu") ||
         L.contains("_mt");
}

bool reversible(const Rule &R) {
  if (!R.renames() || R.Musa.empty() || !R.Call.empty() || !saysMusa(R.Musa))
    return false;
  if (R.Prefix && R.Kind != RuleKind::Header)
    return false;
  switch (R.Kind) {
  case RuleKind::Function:
  case RuleKind::Type:
  case RuleKind::Enumerator:
  case RuleKind::Macro:
  case RuleKind::Variable:
  case RuleKind::Header:
  case RuleKind::Namespace:
    return true;
  default:
    return false;
  }
}

/// Headers and namespaces have tables of their own; every other kind is
/// one identifier table.
int table(RuleKind K) {
  return K == RuleKind::Header ? 1 : K == RuleKind::Namespace ? 2 : 0;
}

/// How far \p Cuda is from \p Musa once the MUSA spelling of CUDA is put
/// back (musaError_t is nearer cudaError_t than cudaError).
size_t distance(llvm::StringRef Cuda, llvm::StringRef Musa) {
  std::string Back = Musa.str();
  for (auto [From, To] : {std::pair<const char *, const char *>{"musa", "cuda"},
                          {"MUSA", "CUDA"},
                          {"Musa", "Cuda"},
                          {"mu", "cu"},
                          {"MU", "CU"}})
    if (llvm::StringRef(Back).starts_with(From)) {
      Back = To + Back.substr(std::strlen(From));
      break;
    }
  return llvm::StringRef(Back).edit_distance(Cuda);
}

bool better(const Rule &A, const Rule &B, llvm::StringRef Musa) {
  if (A.Shared != B.Shared)
    return !A.Shared;
  bool AV = A.Status == RuleStatus::Verified,
       BV = B.Status == RuleStatus::Verified;
  if (AV != BV)
    return AV;
  return distance(A.Cuda, Musa) < distance(B.Cuda, Musa);
}

/// A nested namespace's rule as the MUSA text spells it: its enclosing
/// namespaces renamed too (torch::musa::mccl back to torch::musa::nccl;
/// the enclosing rule's reverse does the rest).
class NestedSpellings {
public:
  /// \p R, or its copy spelled as the port spells it.
  const Rule *spell(const RuleSet &Forward, const Rule &R) {
    if (R.Kind != RuleKind::Namespace || !R.renames())
      return &R;
    std::string Port = portSpelling(Forward, R);
    if (Port == R.Musa)
      return &R;
    llvm::StringRef Enclosing =
        llvm::StringRef(Port).take_front(Port.rfind("::"));
    Rule &Spelled = Rules.emplace_back(R);
    Spelled.Cuda = Texts.emplace_back(
        (Enclosing + R.Cuda.substr(R.Cuda.rfind("::"))).str());
    Spelled.Musa = Texts.emplace_back(std::move(Port));
    return &Spelled;
  }

private:
  // Rules hold their names as references: the new names live in Texts.
  std::deque<Rule> Rules;
  std::deque<std::string> Texts;
};

} // namespace

ReversedRules reverseRules(const RuleSet &Forward) {
  ReversedRules Out;
  for (Family F : Forward.families()) {
    F.MusaCxxStandard = 0; // CUDA code needs no newer standard than MUSA's
    llvm::consumeError(Out.Rules.addFamily(std::move(F)));
  }
  std::map<std::pair<int, std::string>, std::vector<const Rule *>> ByMusa;
  // A nested namespace's rule as the MUSA text spells it: its enclosing
  // namespaces renamed too (torch::musa::mccl back to torch::musa::nccl;
  // the enclosing rule's reverse does the rest).
  NestedSpellings Nested;
  for (const Rule &R : Forward.rules()) {
    const Rule *Read = Nested.spell(Forward, R);
    if (!reversible(*Read)) {
      Out.NotReversed += R.renames();
      continue;
    }
    ByMusa[{table(Read->Kind), Read->Musa.str()}].push_back(Read);
  }
  for (auto &[Key, Candidates] : ByMusa) {
    const Rule *Chosen = Candidates.front();
    for (const Rule *R : Candidates)
      if (better(*R, *Chosen, Key.second))
        Chosen = R;
    Rule Back = *Chosen;
    Back.Cuda = Chosen->Musa;
    Back.Musa = Chosen->Cuda;
    Back.Members.clear();
    Back.Hazard = "";
    Back.IncludeFirst = ""; // a MUSA library's gap, not CUDA's
    Back.Shared = false;
    std::string Evidence =
        fmt::format("the reverse of {}:{}", Chosen->File, Chosen->Line);
    Back.Evidence = Evidence; // add() copies the rule's text
    if (llvm::Error E = Out.Rules.add(std::move(Back), /*Override=*/true))
      llvm::consumeError(std::move(E));
    if (Candidates.size() > 1) {
      ReverseChoice C{Key.second, Chosen, {}};
      for (const Rule *R : Candidates)
        if (R != Chosen)
          C.Others.push_back(R);
      Out.ManyToOne.push_back(std::move(C));
    }
  }
  return Out;
}

} // namespace musify
