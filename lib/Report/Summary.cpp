//===- Summary.cpp - What a run did, in numbers ---------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/Summary.h"
#include <fmt/format.h>

namespace musify {

Summary summarize(const MigrationResult &Result) {
  Summary S;
  for (const auto &[Path, F] : Result.Files) {
    ++S.Files;
    if (F.Migrated != F.Original)
      ++S.ChangedFiles;
    if (!F.TokenOnlyReason.empty())
      ++S.TokenOnlyFiles;
    for (const auto &[Offset, E] : F.Edits.edits()) {
      ++S.Rewrites;
      ++S.RewritesByFamily[E.R ? E.R->Family : "fix-its"];
    }
  }
  for (const Diagnostic &D : Result.Diagnostics)
    ++S.DiagnosticsBySeverity[D.level()];
  return S;
}

static std::string plural(unsigned N, llvm::StringRef Word) {
  return fmt::format("{} {}{}", N, Word.str(), N == 1 ? "" : "s");
}

void printSummary(const Summary &S, llvm::StringRef Destination,
                  llvm::raw_ostream &OS) {
  std::string Families;
  for (const auto &[Family, N] : S.RewritesByFamily)
    Families += fmt::format("{}{} {}", Families.empty() ? "" : ", ", Family, N);
  OS << fmt::format("musify: {} migrated ({} changed){}: {}{}\n",
                    plural(S.Files, "file"), S.ChangedFiles,
                    Destination.empty() ? "" : " into " + Destination.str(),
                    plural(S.Rewrites, "rewrite"),
                    Families.empty() ? "" : " (" + Families + ")");
  auto Count = [&](Severity Sev) {
    auto It = S.DiagnosticsBySeverity.find(Sev);
    return It == S.DiagnosticsBySeverity.end() ? 0u : It->second;
  };
  OS << fmt::format("musify: {}, {}, {} to review; {} by the token-level "
                    "pass only\n",
                    plural(Count(Severity::Error), "error"),
                    plural(Count(Severity::Warning), "warning"),
                    plural(Count(Severity::Note), "note"),
                    plural(S.TokenOnlyFiles, "file"));
}

} // namespace musify
