//===- Summary.cpp - What a run did, in numbers ---------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/Summary.h"
#include <algorithm>
#include <fmt/format.h>
#include <tuple>

namespace musify {

Summary summarize(const MigrationResult &Result) {
  Summary S;
  for (const auto &[Path, F] : Result.Files) {
    ++S.Files;
    if (F.Migrated != F.Original)
      ++S.ChangedFiles;
    if (F.tokenOnly())
      ++S.TokenOnlyFiles;
    else if (F.NamesNoCuda)
      ++S.UnparsedNoCudaFiles;
    for (const auto &[Offset, E] : F.Edits.edits()) {
      ++S.Rewrites;
      ++S.RewritesByFamily[E.R ? E.R->Family.str() : "fix-its"];
    }
  }
  for (const Diagnostic &D : Result.Diagnostics) {
    ++S.DiagnosticsBySeverity[D.level()];
    if (D.ID == DiagID::MappedOnly)
      S.TableOnlyNames.push_back({D.Api, D.Also.size() + 1});
  }
  std::stable_sort(S.TableOnlyNames.begin(), S.TableOnlyNames.end(),
                   [](const auto &A, const auto &B) {
                     return std::tie(B.second, A.first) <
                            std::tie(A.second, B.first);
                   });
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
  OS << fmt::format("musify: {}, {}, {} to review; {} by the token-level "
                    "pass only{}\n",
                    plural(S.diagnostics(Severity::Error), "error"),
                    plural(S.diagnostics(Severity::Warning), "warning"),
                    plural(S.diagnostics(Severity::Note), "note"),
                    plural(S.TokenOnlyFiles, "file"),
                    S.UnparsedNoCudaFiles
                        ? fmt::format(" ({} that did not parse name nothing "
                                      "of CUDA's: copied unchanged)",
                                      S.UnparsedNoCudaFiles)
                        : "");
  if (S.TableOnlyNames.empty())
    return;
  // A handful of names is what a person reads; the notes have the rest.
  constexpr size_t Shown = 5;
  std::string Names;
  for (size_t I = 0; I < std::min(Shown, S.TableOnlyNames.size()); ++I)
    Names += fmt::format("{}{} ({})", I ? ", " : "", S.TableOnlyNames[I].first,
                         plural(S.TableOnlyNames[I].second, "place"));
  if (S.TableOnlyNames.size() > Shown)
    Names +=
        fmt::format(", and {} more (MU1005)", S.TableOnlyNames.size() - Shown);
  OS << "musify: renamed on name tables alone, check first: " << Names << "\n";
}

} // namespace musify
