//===- CheckFilter.cpp - Which diagnostics are on, as clang-tidy says -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/CheckFilter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace musify {

bool matchesCheckGlob(llvm::StringRef Pattern, llvm::StringRef Name) {
  // Greedy matching with one backtrack point: the last `*` seen.
  size_t P = 0, N = 0, StarP = llvm::StringRef::npos, StarN = 0;
  while (N < Name.size()) {
    if (P < Pattern.size() && Pattern[P] == '*') {
      StarP = P++, StarN = N;
    } else if (P < Pattern.size() &&
               llvm::toLower(Pattern[P]) == llvm::toLower(Name[N])) {
      ++P, ++N;
    } else if (StarP != llvm::StringRef::npos) {
      P = StarP + 1, N = ++StarN;
    } else {
      return false;
    }
  }
  while (P < Pattern.size() && Pattern[P] == '*')
    ++P;
  return P == Pattern.size();
}

llvm::Expected<CheckGlobs> CheckGlobs::parse(llvm::StringRef Text) {
  CheckGlobs Out;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Text.split(Parts, ',');
  for (llvm::StringRef Part : Parts) {
    // clang-tidy also takes newlines between globs (a YAML block scalar).
    for (llvm::StringRef Line : llvm::split(Part, '\n')) {
      Line = Line.trim();
      if (Line.empty())
        continue;
      Glob G;
      G.Negative = Line.consume_front("-");
      Line = Line.ltrim();
      auto Bad = llvm::find_if(Line, [](char C) {
        return !llvm::isAlnum(C) && C != '-' && C != '_' && C != '*';
      });
      if (Line.empty() || Bad != Line.end())
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "'" + Part.trim() +
                "' is not a glob over diagnostic IDs or names (such as "
                "MU1005, -MU1*, -mapped-only)");
      G.Pattern = Line.str();
      Out.Globs.push_back(std::move(G));
    }
  }
  return Out;
}

bool CheckGlobs::decide(const DiagInfo &I, bool Default) const {
  bool On = Default;
  for (const Glob &G : Globs)
    if (matchesCheckGlob(G.Pattern, I.Id) ||
        matchesCheckGlob(G.Pattern, I.Name))
      On = !G.Negative;
  return On;
}

bool CheckFilter::enabled(DiagID ID) const {
  return Checks.decide(info(ID), /*Default=*/true);
}

bool CheckFilter::asError(DiagID ID) const {
  return WarningsAsErrors.decide(info(ID), /*Default=*/false);
}

unsigned CheckFilter::apply(std::vector<Diagnostic> &Diags) const {
  size_t Before = Diags.size();
  llvm::erase_if(Diags, [&](const Diagnostic &D) { return !enabled(D.ID); });
  for (Diagnostic &D : Diags)
    D.AsError = asError(D.ID);
  return Before - Diags.size();
}

llvm::Expected<CheckFilter> makeCheckFilter(llvm::StringRef Checks,
                                            llvm::StringRef WarningsAsErrors) {
  CheckFilter F;
  auto C = CheckGlobs::parse(Checks);
  if (!C)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "Checks: " + toString(C.takeError()));
  auto W = CheckGlobs::parse(WarningsAsErrors);
  if (!W)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "WarningsAsErrors: " +
                                       toString(W.takeError()));
  F.Checks = std::move(*C);
  F.WarningsAsErrors = std::move(*W);
  return F;
}

} // namespace musify
