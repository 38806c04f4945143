//===- ProjectReport.cpp - report.json, report.md, report.html ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One model (computed once from the migration result) feeds all three forms,
// so their numbers cannot disagree.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/ProjectReport.h"
#include "musify/Diagnostics/Emitters.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Report/Summary.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>

namespace musify {
namespace {

using nlohmann::json;

/// A finding that means a person must port something.
bool unmigratable(DiagID ID) {
  switch (ID) {
  case DiagID::UnsupportedAPI:
  case DiagID::NoKnownCounterpart:
  case DiagID::UnmappedAPI:
  case DiagID::UnsupportedHeader:
  case DiagID::CallNeedsAST:
  case DiagID::PastedName:
  case DiagID::BuildUnsupported:
    return true;
  default:
    return false;
  }
}

struct Counts {
  unsigned Migrated = 0, Verified = 0, Mapped = 0, Unmigrated = 0,
           Diagnostics = 0;
  json toJson() const {
    return {{"migrated", Migrated},
            {"verified", Verified},
            {"mapped", Mapped},
            {"unmigrated", Unmigrated},
            {"diagnostics", Diagnostics}};
  }
};

struct Api {
  std::string Cuda, Musa, Family, Status;
  unsigned Count = 0;
  std::vector<std::string> Locations;
};

struct Model {
  Summary Sum;
  std::map<std::string, Counts> Families;
  std::map<std::string, Counts> Files;
  std::map<std::string, bool> TokenOnly;
  std::map<std::pair<std::string, std::string>, Api> Apis;
};

Model build(const MigrationResult &R) {
  Model M;
  M.Sum = summarize(R);
  for (const auto &[Real, F] : R.Files) {
    Counts &FC = M.Files[F.Path];
    M.TokenOnly[F.Path] = !F.TokenOnlyReason.empty();
    for (const auto &[Offset, E] : F.Edits.edits()) {
      std::string Family = E.R ? E.R->Family : "fix-its";
      Counts &C = M.Families[Family];
      ++C.Migrated, ++FC.Migrated;
      if (E.R && E.R->Status == RuleStatus::Verified)
        ++C.Verified, ++FC.Verified;
      if (E.R && E.R->Status == RuleStatus::Mapped)
        ++C.Mapped, ++FC.Mapped;
      if (!E.R)
        continue;
      Api &A = M.Apis[{E.R->Cuda, Family}];
      A.Cuda = E.R->Cuda;
      A.Musa = E.Text;
      A.Family = Family;
      A.Status = toString(E.R->Status).str();
      ++A.Count;
      Position P = positionAt(F.Original, Offset);
      A.Locations.push_back(fmt::format("{}:{}:{}", F.Path, P.Line, P.Column));
    }
  }
  for (const Diagnostic &D : R.Diagnostics) {
    Counts &FC = M.Files[D.File];
    ++FC.Diagnostics;
    std::string Family = !D.Family.empty()                  ? D.Family
                         : info(D.ID).Id.starts_with("MU2") ? "checks"
                                                            : "other";
    Counts &C = M.Families[Family];
    ++C.Diagnostics;
    if (!unmigratable(D.ID))
      continue;
    ++C.Unmigrated, ++FC.Unmigrated;
    if (D.Api.empty())
      continue;
    Api &A = M.Apis[{D.Api, Family}];
    A.Cuda = D.Api;
    A.Family = Family;
    A.Status = D.ID == DiagID::UnmappedAPI ? "no rule" : info(D.ID).Name.str();
    ++A.Count;
    A.Locations.push_back(
        fmt::format("{}:{}:{}", D.File, D.Begin.Line, D.Begin.Column));
  }
  return M;
}

std::string html(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    switch (C) {
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '&':
      Out += "&amp;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out += C;
    }
  return Out;
}

/// Files with the most manual work first, then by name.
std::vector<std::pair<std::string, Counts>> byWork(const Model &M) {
  std::vector<std::pair<std::string, Counts>> Files(M.Files.begin(),
                                                    M.Files.end());
  std::stable_sort(Files.begin(), Files.end(), [](auto &A, auto &B) {
    return std::tie(B.second.Unmigrated, B.second.Diagnostics) <
           std::tie(A.second.Unmigrated, A.second.Diagnostics);
  });
  return Files;
}

std::string toJson(const Model &M, const MigrationResult &R) {
  json Families = json::object();
  for (const auto &[Name, C] : M.Families)
    Families[Name] = C.toJson();
  json Files = json::array();
  for (const auto &[Path, C] : byWork(M)) {
    json F = C.toJson();
    F["path"] = Path;
    F["tokenLevelOnly"] = M.TokenOnly.count(Path) && M.TokenOnly.at(Path);
    Files.push_back(F);
  }
  json Apis = json::array();
  for (const auto &[Key, A] : M.Apis)
    Apis.push_back({{"cuda", A.Cuda},
                    {"musa", A.Musa},
                    {"family", A.Family},
                    {"status", A.Status},
                    {"count", A.Count},
                    {"locations", A.Locations}});
  json Severities = json::object();
  for (const auto &[S, N] : M.Sum.DiagnosticsBySeverity)
    Severities[toString(S).str()] = N;
  json Doc = {{"tool", "musify"},
              {"summary",
               {{"files", M.Sum.Files},
                {"changedFiles", M.Sum.ChangedFiles},
                {"tokenLevelOnlyFiles", M.Sum.TokenOnlyFiles},
                {"migrated", M.Sum.Rewrites},
                {"unmigrated",
                 [&] {
                   unsigned N = 0;
                   for (const auto &[F, C] : M.Families)
                     N += C.Unmigrated;
                   return N;
                 }()},
                {"diagnostics", Severities}}},
              {"families", Families},
              {"files", Files},
              {"apis", Apis},
              {"diagnostics",
               json::parse(diagnosticsToJson(R.Diagnostics))["diagnostics"]}};
  return Doc.dump(2) + "\n";
}

std::string toMarkdown(const Model &M, const MigrationResult &R,
                       llvm::StringRef DocsUrl) {
  std::string S = fmt::format(
      "# musify migration report\n\n{} files ({} changed), {} references "
      "migrated, {} files migrated by the token-level pass only.\n\n"
      "## API families\n\n| family | migrated | verified | mapped | "
      "unmigrated | diagnostics |\n|---|---:|---:|---:|---:|---:|\n",
      M.Sum.Files, M.Sum.ChangedFiles, M.Sum.Rewrites, M.Sum.TokenOnlyFiles);
  for (const auto &[Name, C] : M.Families)
    S += fmt::format("| {} | {} | {} | {} | {} | {} |\n", Name, C.Migrated,
                     C.Verified, C.Mapped, C.Unmigrated, C.Diagnostics);
  S += "\n## Files, most manual work first\n\n| file | unmigrated | "
       "diagnostics | migrated |\n|---|---:|---:|---:|\n";
  for (const auto &[Path, C] : byWork(M))
    S += fmt::format("| {} | {} | {} | {} |\n", Path, C.Unmigrated,
                     C.Diagnostics, C.Migrated);
  S += "\n## Diagnostics\n\n";
  for (const Diagnostic &D : R.Diagnostics)
    S += fmt::format("- `{}:{}:{}` [{}]({}/{}.md) {}: {}\n", D.File,
                     D.Begin.Line, D.Begin.Column, info(D.ID).Id.str(),
                     DocsUrl.str(), info(D.ID).Id.str(),
                     toString(D.level()).str(), D.Message);
  return S;
}

std::string toHtml(const Model &M, const MigrationResult &R,
                   llvm::StringRef DocsUrl) {
  unsigned Max = 1;
  for (const auto &[Name, C] : M.Families)
    Max = std::max(Max, C.Migrated + C.Unmigrated);
  // The chart: one bar per family, migrated and unmigratable references.
  unsigned Row = 22, Width = 420;
  std::string Svg = fmt::format(
      "<svg id=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" "
      "height=\"{}\" role=\"img\" aria-label=\"migrated and unmigratable "
      "references per API family\">\n",
      Width + 260, Row * M.Families.size() + 10);
  unsigned Y = 5;
  for (const auto &[Name, C] : M.Families) {
    unsigned Good = C.Migrated * Width / Max, Bad = C.Unmigrated * Width / Max;
    Svg += fmt::format(
        "<g class=\"bar\" data-family=\"{0}\" data-migrated=\"{1}\" "
        "data-unmigrated=\"{2}\"><text x=\"0\" y=\"{3}\">{0}</text>"
        "<rect x=\"130\" y=\"{4}\" width=\"{5}\" height=\"16\" "
        "fill=\"#2e7d32\"/><rect x=\"{6}\" y=\"{4}\" width=\"{7}\" "
        "height=\"16\" fill=\"#c62828\"/><text x=\"{8}\" y=\"{3}\">{1} / "
        "{2}</text></g>\n",
        html(Name), C.Migrated, C.Unmigrated, Y + 13, Y, Good, 130 + Good, Bad,
        140 + Good + Bad);
    Y += Row;
  }
  Svg += "</svg>\n";
  std::string Files;
  for (const auto &[Path, C] : byWork(M))
    Files += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
                         "</tr>\n",
                         html(Path), C.Unmigrated, C.Diagnostics, C.Migrated);
  std::string Diags;
  for (const Diagnostic &D : R.Diagnostics)
    Diags += fmt::format(
        "<li class=\"{}\"><code>{}:{}:{}</code> <a href=\"{}/{}.md\">{}</a> "
        "{}</li>\n",
        toString(D.level()).str(), html(D.File), D.Begin.Line, D.Begin.Column,
        html(DocsUrl), info(D.ID).Id.str(), info(D.ID).Id.str(),
        html(D.Message));
  unsigned Unmigrated = 0;
  for (const auto &[F, C] : M.Families)
    Unmigrated += C.Unmigrated;
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<title>musify migration report</title><style>\n"
      "body{{font-family:sans-serif;margin:2em;max-width:70em}}"
      "table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;"
      "padding:2px 8px}}li.warning{{color:#8a4b00}}li.error{{color:#b00}}\n"
      "</style></head><body>\n<h1>musify migration report</h1>\n"
      "<p id=\"summary\"><span id=\"files\">{}</span> files "
      "(<span id=\"changed\">{}</span> changed), <span id=\"migrated\">{}"
      "</span> references migrated, <span id=\"unmigrated\">{}</span> to port "
      "by hand, <span id=\"token-only\">{}</span> files by the token-level "
      "pass only.</p>\n<h2>Migrated (green) and unmigratable (red) references "
      "per API family</h2>\n{}<h2>Files, most manual work first</h2>\n"
      "<table id=\"files-table\"><tr><th>file</th><th>unmigrated</th>"
      "<th>diagnostics</th><th>migrated</th></tr>\n{}</table>\n"
      "<h2>Diagnostics</h2>\n<ul "
      "id=\"diagnostics\">\n{}</ul>\n</body></html>\n",
      M.Sum.Files, M.Sum.ChangedFiles, M.Sum.Rewrites, Unmigrated,
      M.Sum.TokenOnlyFiles, Svg, Files, Diags);
}

} // namespace

llvm::Error writeProjectReport(const MigrationResult &Result,
                               llvm::StringRef Dir, llvm::StringRef DocsUrl) {
  Model M = build(Result);
  auto Path = [&](llvm::StringRef Name) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  };
  if (llvm::Error E =
          writeFileAtomically(Path("report.json"), toJson(M, Result)))
    return E;
  if (llvm::Error E = writeFileAtomically(Path("report.md"),
                                          toMarkdown(M, Result, DocsUrl)))
    return E;
  return writeFileAtomically(Path("report.html"), toHtml(M, Result, DocsUrl));
}

} // namespace musify
