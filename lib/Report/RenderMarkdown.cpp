//===- RenderMarkdown.cpp - report.md -------------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// For a pull request or a wiki: links are relative to the report folder (the
// files the diagnostics name, with #L<line> as code hosts read it, and the
// diagnostic pages copied next to the report).
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include "ReportText.h"
#include <fmt/format.h>

namespace musify::report {

namespace {

/// The headline: the totals, and what the diagnostics ask of a person, by
/// kind; the kinds add up to the diagnostics.
std::string headline(const Model &M) {
  std::string Kinds;
  for (const WorkWords &K : WorkOrder)
    if (unsigned N = M.Total.work(K.Kind))
      Kinds += fmt::format("{}{} {}", Kinds.empty() ? "" : ", ", N, K.Words);
  return fmt::vformat(
      "**{files} files** ({changed} changed, {lines} lines), **{migrated} "
      "references migrated**, {token_only} files by the token-level pass "
      "only.\n\n**{errors} errors, {warnings} warnings, {notes} notes**"
      "{kinds}.\n\n**Estimated effort: {effort}** ({effort_minutes} minutes; "
      "how it is estimated: [below](#how-the-effort-is-estimated)).\n",
      headlineArgs(M, Kinds.empty() ? "" : ": " + Kinds));
}

std::string fileLink(const RenderContext &X, const std::string &Path,
                     const FileRow *F, unsigned Line = 0) {
  std::string Url = F ? relativeUrl(X.Dir, F->Target) : "";
  std::string Text = md(Line ? fmt::format("{}:{}", Path, Line) : Path);
  if (Url.empty())
    return "`" + Text + "`";
  return fmt::format("[{}]({}{})", Text, Url,
                     Line ? fmt::format("#L{}", Line) : "");
}

std::string workTable(const Model &M) {
  std::string S = "| directory | files | lines | migrated | to port | hazards "
                  "| other findings | effort |\n|---|---:|---:|---:|---:|---:|"
                  "---:|---:|\n";
  for (const auto &[Path, D] : directories(M)) {
    unsigned Port = D.work("port"), Hazard = D.work("hazard");
    S += fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} |\n", md(Path),
                     D.Files, D.Lines, D.C.Migrated, Port, Hazard,
                     D.C.Diagnostics - Port - Hazard,
                     formatEffort(D.EffortMinutes));
  }
  return S;
}

std::string filesTable(const Model &M, const RenderContext &X) {
  std::string S = "| file | lines | migrated | to port | findings | effort "
                  "|\n|---|---:|---:|---:|---|---:|\n";
  for (const auto &[Path, F] : byWork(M))
    S += fmt::format("| {}{} | {} | {} | {} | {} | {} |\n",
                     fileLink(X, Path, F), F->TokenOnly ? " (token-level)" : "",
                     F->Lines, F->C.Migrated, F->C.Unmigrated,
                     md(idList(F->ById)), formatEffort(F->EffortMinutes));
  return S;
}

std::string apisTable(const Model &M) {
  std::string S = "| CUDA | MUSA | family | status | uses |\n|---|---|---|---|"
                  "---:|\n";
  for (const auto &[Key, A] : M.Apis)
    S += fmt::format("| `{}` | {} | {} | {} | {} |\n", md(A.Cuda),
                     A.Musa.empty() ? "—" : "`" + md(A.Musa) + "`",
                     md(A.Family), md(A.Status), A.Count);
  return S;
}

std::string symbolsSection(const Model &M) {
  if (M.Renamed.empty() && M.Kept.empty())
    return "";
  std::string S = "\n## Project names renamed (--rename-symbols)\n\n| name | "
                  "new name | kind | declared | occurrences |\n|---|---|---|---"
                  "|---:|\n";
  for (const auto &[Key, R] : M.Renamed)
    S += fmt::format("| `{}` | `{}` | {} | {} | {} |\n", md(R.From), md(R.To),
                     md(R.Kind), md(R.DeclaredAt), R.Occurrences);
  S += "\n## Project names kept\n\n| name | kind | declared | why |\n"
       "|---|---|---|---|\n";
  for (const auto &[Key, K] : M.Kept)
    S += fmt::format("| `{}` | {} | {} | {} |\n", md(K.Name), md(K.Kind),
                     md(K.DeclaredAt), md(K.Reason));
  return S;
}

std::string effortSection() {
  std::string S = fmt::format(
      "\n## How the effort is estimated\n\nFor planning, not a promise: each "
      "finding counts the minutes below (by what it asks of a person), and "
      "each file one minute of review per {} references musify migrated. A "
      "directory is the sum of its files.\n\n| ID | asks for | minutes |\n"
      "|---|---|---:|\n",
      ReferencesPerReviewMinute);
  for (const DiagInfo &I : allDiagnostics())
    S += fmt::format("| {} | {} | {} |\n", I.Id.str(), toString(I.Work).str(),
                     I.Minutes);
  return S;
}

} // namespace

std::string renderMarkdown(const Model &M, const RenderContext &X) {
  std::string S = "# musify migration report\n\n" + headline(M);
  S += "\n## Work by directory\n\n" + workTable(M);
  S += "\n## Files, most manual work first\n\n" + filesTable(M, X);
  S += "\n## API families\n\n| family | migrated | verified | mapped | "
       "unmigrated | diagnostics |\n|---|---:|---:|---:|---:|---:|\n";
  for (const auto &[Name, C] : M.Families)
    S += fmt::format("| {} | {} | {} | {} | {} | {} |\n", md(Name), C.Migrated,
                     C.Verified, C.Mapped, C.Unmigrated, C.Diagnostics);
  S += "\n## APIs\n\n" + apisTable(M);
  S += symbolsSection(M);
  S += "\n## Diagnostics\n\n";
  for (const DiagRow &D : M.Diags) {
    auto F = M.Files.find(D.File);
    S += fmt::format(
        "- {}:{} [{}]({}/{}.md) {} ({}): {}\n",
        fileLink(X, D.File, F == M.Files.end() ? nullptr : &F->second, D.Line),
        D.Column, md(D.Id), X.DocsBase, md(D.Id), md(D.Severity), md(D.Work),
        md(D.Message));
  }
  return S + effortSection();
}

} // namespace musify::report
