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
#include "musify/Support/Printable.h"
#include "musify/Diagnostics/Emitters.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Report/Summary.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
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

/// One diagnostic as the report shows it.
struct DiagRow {
  std::string File, Id, Severity, Message;
  unsigned Line = 0, Column = 0;
  std::string Family; ///< where the report counts it
  bool Unmigratable = false;
  bool operator<(const DiagRow &O) const {
    return std::tie(File, Line, Column, Id, Message) <
           std::tie(O.File, O.Line, O.Column, O.Id, O.Message);
  }
  bool operator==(const DiagRow &O) const {
    return !(*this < O) && !(O < *this);
  }
};

struct Model {
  Summary Sum;
  std::map<std::string, Counts> Families;
  std::map<std::string, Counts> Files;
  std::map<std::string, bool> TokenOnly;
  std::map<std::string, bool> Changed;
  std::map<std::pair<std::string, std::string>, Api> Apis;
  std::vector<DiagRow> Diags;
  json DiagsJson = json::array(); ///< the --diagnostics-file form
  /// --rename-symbols: the project's names renamed and kept, by name.
  /// Keyed by kind, name and where declared, for a stable order.
  std::map<std::string, RenamedSymbol> Renamed;
  std::map<std::string, KeptSymbol> Kept;
  void add(RenamedSymbol S) {
    Renamed[S.Kind + ":" + S.From + ":" + S.DeclaredAt] = std::move(S);
  }
  void add(KeptSymbol S) {
    Kept[S.Kind + ":" + S.Name + ":" + S.DeclaredAt] = std::move(S);
  }
};

Model build(const MigrationResult &R) {
  Model M;
  M.Sum = summarize(R);
  for (const auto &[Real, F] : R.Files) {
    Counts &FC = M.Files[F.Path];
    LineIndex Lines(F.Original);
    M.TokenOnly[F.Path] = !F.TokenOnlyReason.empty();
    M.Changed[F.Path] = F.Migrated != F.Original;
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
      Position P = Lines.position(F.Original, Offset);
      A.Locations.push_back(fmt::format("{}:{}:{}", F.Path, P.Line, P.Column));
    }
  }
  for (const RenamedSymbol &S : R.RenamedSymbols)
    M.add(S);
  for (const KeptSymbol &S : R.KeptSymbols)
    M.add(S);
  M.DiagsJson = json::parse(diagnosticsToJson(R.Diagnostics))["diagnostics"];
  for (const Diagnostic &D : R.Diagnostics) {
    std::string Family = !D.Family.empty()                  ? D.Family
                         : info(D.ID).Id.starts_with("MU2") ? "checks"
                                                            : "other";
    M.Diags.push_back({D.File, info(D.ID).Id.str(), toString(D.level()).str(),
                       D.Message, D.Begin.Line, D.Begin.Column, Family,
                       unmigratable(D.ID)});
    Counts &FC = M.Files[D.File];
    ++FC.Diagnostics;
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

json symbolsToJson(const Model &M) {
  json Renamed = json::array(), Kept = json::array();
  for (const auto &[Key, S] : M.Renamed)
    Renamed.push_back({{"from", S.From},
                       {"to", S.To},
                       {"kind", S.Kind},
                       {"declared", S.DeclaredAt},
                       {"occurrences", S.Occurrences},
                       {"files", S.Files}});
  for (const auto &[Key, S] : M.Kept)
    Kept.push_back({{"name", S.Name},
                    {"kind", S.Kind},
                    {"declared", S.DeclaredAt},
                    {"reason", S.Reason}});
  return {{"renamed", Renamed}, {"kept", Kept}};
}

std::string toJson(const Model &M) {
  json Families = json::object();
  for (const auto &[Name, C] : M.Families)
    Families[Name] = C.toJson();
  json Files = json::array();
  for (const auto &[Path, C] : byWork(M)) {
    json F = C.toJson();
    F["path"] = Path;
    F["tokenLevelOnly"] = M.TokenOnly.count(Path) && M.TokenOnly.at(Path);
    F["changed"] = M.Changed.count(Path) && M.Changed.at(Path);
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
              {"diagnostics", M.DiagsJson},
              {"symbols", symbolsToJson(M)},
              {"findings", [&] {
                 // What merge-reports needs to recount: each diagnostic's
                 // family and whether it is work for a person.
                 json F = json::array();
                 for (const DiagRow &D : M.Diags)
                   F.push_back({{"family", D.Family},
                                {"unmigratable", D.Unmigratable}});
                 return F;
               }()}};
  return Doc.dump(2) + "\n";
}

/// Text from the tree (file names, messages) in a Markdown table cell or
/// list item: no raw HTML, no `|` that ends a cell, no line break that ends
/// the table.
std::string md(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    switch (C) {
    case '|': Out += "\\|"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '&': Out += "&amp;"; break;
    case '`': Out += "'"; break;
    case '\n': case '\r': Out += ' '; break;
    default:
      // Other control characters (a terminal's escape) are shown, not sent.
      if (static_cast<unsigned char>(C) < 0x20 || C == 0x7f)
        Out += printable(llvm::StringRef(&C, 1));
      else
        Out += C;
    }
  }
  return Out;
}

std::string toMarkdown(const Model &M, llvm::StringRef DocsUrl) {
  std::string S = fmt::format(
      "# musify migration report\n\n{} files ({} changed), {} references "
      "migrated, {} files migrated by the token-level pass only.\n\n"
      "## API families\n\n| family | migrated | verified | mapped | "
      "unmigrated | diagnostics |\n|---|---:|---:|---:|---:|---:|\n",
      M.Sum.Files, M.Sum.ChangedFiles, M.Sum.Rewrites, M.Sum.TokenOnlyFiles);
  for (const auto &[Name, C] : M.Families)
    S += fmt::format("| {} | {} | {} | {} | {} | {} |\n", md(Name), C.Migrated,
                     C.Verified, C.Mapped, C.Unmigrated, C.Diagnostics);
  S += "\n## Files, most manual work first\n\n| file | unmigrated | "
       "diagnostics | migrated |\n|---|---:|---:|---:|\n";
  for (const auto &[Path, C] : byWork(M))
    S += fmt::format("| {} | {} | {} | {} |\n", md(Path), C.Unmigrated,
                     C.Diagnostics, C.Migrated);
  if (!M.Renamed.empty() || !M.Kept.empty()) {
    S += "\n## Project names renamed (--rename-symbols)\n\n| name | new name "
         "| kind | declared | occurrences |\n|---|---|---|---|---:|\n";
    for (const auto &[Key, R] : M.Renamed)
      S += fmt::format("| `{}` | `{}` | {} | {} | {} |\n", md(R.From),
                       md(R.To), md(R.Kind), md(R.DeclaredAt), R.Occurrences);
    S += "\n## Project names kept\n\n| name | kind | declared | why |\n"
         "|---|---|---|---|\n";
    for (const auto &[Key, K] : M.Kept)
      S += fmt::format("| `{}` | {} | {} | {} |\n", md(K.Name), md(K.Kind),
                       md(K.DeclaredAt), md(K.Reason));
  }
  S += "\n## Diagnostics\n\n";
  for (const DiagRow &D : M.Diags)
    S +=
        fmt::format("- `{}:{}:{}` [{}]({}/{}.md) {}: {}\n", md(D.File), D.Line,
                    D.Column, D.Id, DocsUrl.str(), D.Id, D.Severity,
                    md(D.Message));
  return S;
}

std::string toHtml(const Model &M, llvm::StringRef DocsUrl) {
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
  for (const DiagRow &D : M.Diags)
    Diags += fmt::format(
        "<li class=\"{}\"><code>{}:{}:{}</code> <a href=\"{}/{}.md\">{}</a> "
        "{}</li>\n",
        D.Severity, html(D.File), D.Line, D.Column, html(DocsUrl), D.Id, D.Id,
        html(D.Message));
  std::string Symbols;
  if (!M.Renamed.empty() || !M.Kept.empty()) {
    Symbols = "<h2>Project names renamed (--rename-symbols)</h2>\n<table "
              "id=\"renamed-symbols\"><tr><th>name</th><th>new name</th>"
              "<th>kind</th><th>declared</th><th>occurrences</th></tr>\n";
    for (const auto &[Key, R] : M.Renamed)
      Symbols += fmt::format(
          "<tr><td><code>{}</code></td><td><code>{}</code></td><td>{}</td>"
          "<td>{}</td><td>{}</td></tr>\n",
          html(R.From), html(R.To), html(R.Kind), html(R.DeclaredAt),
          R.Occurrences);
    Symbols += "</table>\n<h2>Project names kept</h2>\n<table "
               "id=\"kept-symbols\"><tr><th>name</th><th>kind</th>"
               "<th>declared</th><th>why</th></tr>\n";
    for (const auto &[Key, K] : M.Kept)
      Symbols += fmt::format(
          "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td>"
          "</tr>\n",
          html(K.Name), html(K.Kind), html(K.DeclaredAt), html(K.Reason));
    Symbols += "</table>\n";
  }
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
      "<th>diagnostics</th><th>migrated</th></tr>\n{}</table>\n{}"
      "<h2>Diagnostics</h2>\n<ul "
      "id=\"diagnostics\">\n{}</ul>\n</body></html>\n",
      M.Sum.Files, M.Sum.ChangedFiles, M.Sum.Rewrites, Unmigrated,
      M.Sum.TokenOnlyFiles, Svg, Files, Symbols, Diags);
}

/// Reads the text of a report.json back (for merge-reports); a field of
/// the wrong type throws.
llvm::Expected<Model> fromJsonOrThrow(llvm::StringRef Text,
                                      llvm::StringRef Path) {
  json J = json::parse(Text.str(), nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.contains("families") || !J.contains("files"))
    return llvm::createStringError(Path + ": not a musify report.json");
  Model M;
  auto CountsOf = [](const json &C) {
    Counts X;
    X.Migrated = C.value("migrated", 0u);
    X.Verified = C.value("verified", 0u);
    X.Mapped = C.value("mapped", 0u);
    X.Unmigrated = C.value("unmigrated", 0u);
    X.Diagnostics = C.value("diagnostics", 0u);
    return X;
  };
  for (const auto &[Name, C] : J["families"].items())
    M.Families[Name] = CountsOf(C);
  for (const json &F : J["files"]) {
    std::string P = F.value("path", "");
    M.Files[P] = CountsOf(F);
    M.TokenOnly[P] = F.value("tokenLevelOnly", false);
    M.Changed[P] = F.value("changed", false);
  }
  for (const json &A : J["apis"]) {
    Api X{A.value("cuda", ""),
          A.value("musa", ""),
          A.value("family", ""),
          A.value("status", ""),
          A.value("count", 0u),
          A.value("locations", std::vector<std::string>())};
    M.Apis[{X.Cuda, X.Family}] = X;
  }
  if (J.contains("symbols")) {
    for (const json &R : J["symbols"].value("renamed", json::array()))
      M.add(RenamedSymbol{R.value("from", ""), R.value("to", ""),
                          R.value("kind", ""), R.value("declared", ""),
                          R.value("occurrences", 0u),
                          R.value("files", std::vector<std::string>())});
    for (const json &K : J["symbols"].value("kept", json::array()))
      M.add(KeptSymbol{K.value("name", ""), K.value("kind", ""),
                       K.value("declared", ""), K.value("reason", "")});
  }
  M.DiagsJson = J["diagnostics"];
  const json &Findings = J["findings"];
  for (size_t I = 0; I < M.DiagsJson.size(); ++I) {
    const json &D = M.DiagsJson[I];
    const json F = I < Findings.size() ? Findings[I] : json::object();
    M.Diags.push_back(
        {D.value("file", ""), D.value("id", ""), D.value("severity", ""),
         D.value("message", ""), D.value("line", 0u), D.value("column", 0u),
         F.value("family", "other"), F.value("unmigratable", false)});
  }
  return M;
}

/// Reads a report.json back (for merge-reports): a file that is not one,
/// or has a field of the wrong type, is an error naming it, never an abort.
llvm::Expected<Model> fromJson(llvm::StringRef Text, llvm::StringRef Path) {
  try {
    return fromJsonOrThrow(Text, Path);
  } catch (const json::exception &E) {
    return llvm::createStringError(Path + ": not a musify report.json (" +
                                   E.what() + ")");
  }
}

/// Shards migrate different translation units, but a header several of
/// them include appears in each: a file or finding counted once per shard
/// that saw it is counted once.
void mergeInto(Model &Into, const Model &From) {
  for (const auto &[Path, C] : From.Files) {
    if (Into.Files.count(Path))
      continue; // the same header from another shard
    Into.Files[Path] = C;
    Into.TokenOnly[Path] = From.TokenOnly.at(Path);
    Into.Changed[Path] = From.Changed.count(Path) && From.Changed.at(Path);
  }
  for (const auto &[Key, A] : From.Apis) {
    Api &Mine = Into.Apis[Key];
    if (Mine.Cuda.empty())
      Mine = Api{A.Cuda, A.Musa, A.Family, A.Status, 0, {}};
    for (const std::string &L : A.Locations)
      if (!llvm::is_contained(Mine.Locations, L)) {
        Mine.Locations.push_back(L);
        ++Mine.Count;
      }
  }
  Into.Renamed.insert(From.Renamed.begin(), From.Renamed.end());
  Into.Kept.insert(From.Kept.begin(), From.Kept.end());
  for (size_t I = 0; I < From.Diags.size(); ++I)
    if (!llvm::is_contained(Into.Diags, From.Diags[I])) {
      Into.Diags.push_back(From.Diags[I]);
      Into.DiagsJson.push_back(From.DiagsJson[I]);
    }
}

/// Family counts and the summary follow from the merged files, APIs and
/// findings.
void recount(Model &M) {
  for (auto &[Name, C] : M.Families)
    C = Counts();
  for (const auto &[Key, A] : M.Apis) {
    Counts &C = M.Families[A.Family];
    if (A.Status == "verified" || A.Status == "mapped") {
      C.Migrated += A.Count;
      (A.Status == "verified" ? C.Verified : C.Mapped) += A.Count;
    }
  }
  for (const DiagRow &D : M.Diags) {
    Counts &C = M.Families[D.Family];
    ++C.Diagnostics;
    C.Unmigrated += D.Unmigratable;
  }
  M.Sum = Summary();
  M.Sum.Files = M.Files.size();
  for (const auto &[P, Changed] : M.Changed)
    M.Sum.ChangedFiles += Changed;
  for (const auto &[P, Token] : M.TokenOnly)
    M.Sum.TokenOnlyFiles += Token;
  for (const auto &[Name, C] : M.Families)
    M.Sum.Rewrites += C.Migrated;
  for (const DiagRow &D : M.Diags)
    if (auto S = parseSeverity(D.Severity))
      ++M.Sum.DiagnosticsBySeverity[*S];
}

ReportFiles renderModel(const Model &M, llvm::StringRef DocsUrl) {
  return {toJson(M), toMarkdown(M, DocsUrl), toHtml(M, DocsUrl)};
}

llvm::Error writeModel(const Model &M, llvm::StringRef Dir,
                       llvm::StringRef DocsUrl) {
  return writeReportFiles(renderModel(M, DocsUrl), Dir);
}

} // namespace

llvm::Error writeProjectReport(const MigrationResult &Result,
                               llvm::StringRef Dir, llvm::StringRef DocsUrl) {
  return writeModel(build(Result), Dir, DocsUrl);
}

llvm::Error mergeProjectReports(llvm::ArrayRef<std::string> Reports,
                                llvm::StringRef Dir, llvm::StringRef DocsUrl) {
  std::vector<std::pair<std::string, std::string>> Texts;
  for (const std::string &R : Reports) {
    auto Buffer = llvm::MemoryBuffer::getFile(R, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(),
                                     R + ": " + Buffer.getError().message());
    Texts.push_back({R, (*Buffer)->getBuffer().str()});
  }
  auto Merged = mergeProjectReportTexts(Texts, DocsUrl);
  if (!Merged)
    return Merged.takeError();
  return writeReportFiles(*Merged, Dir);
}

llvm::Expected<ReportFiles> mergeProjectReportTexts(
    llvm::ArrayRef<std::pair<std::string, std::string>> Reports,
    llvm::StringRef DocsUrl) {
  Model Merged;
  for (const auto &[Name, Text] : Reports) {
    auto M = fromJson(Text, Name);
    if (!M)
      return M.takeError();
    mergeInto(Merged, *M);
  }
  recount(Merged);
  return renderModel(Merged, DocsUrl);
}

llvm::Error writeReportFiles(const ReportFiles &Files, llvm::StringRef Dir) {
  for (const auto &[Name, Text] :
       {std::pair<const char *, const std::string &>{"report.json", Files.Json},
        {"report.md", Files.Markdown},
        {"report.html", Files.Html}}) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    if (llvm::Error E = writeFileAtomically(P, Text))
      return E;
  }
  return llvm::Error::success();
}

} // namespace musify
