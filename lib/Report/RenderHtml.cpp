//===- RenderHtml.cpp - report.html ---------------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One self-contained page (no external assets, so it works offline and from
// a CI artifact): the headline, a chart per API family, tables that sort by
// any column and filter as one types, and every diagnostic linked to its
// file and its page.
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include "ReportText.h"
#include <fmt/format.h>

namespace musify::report {

namespace {

std::string chart(const Model &M) {
  unsigned Max = 1;
  for (const auto &[Name, C] : M.Families)
    Max = std::max(Max, C.Migrated + C.Unmigrated);
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
  return Svg + "</svg>\n";
}

std::string headline(const Model &M) {
  std::string Kinds;
  for (const WorkWords &K : WorkOrder)
    if (unsigned N = M.Total.work(K.Kind))
      Kinds += fmt::format("{}<span id=\"work-{}\">{}</span> {}",
                           Kinds.empty() ? ": " : ", ", K.Kind, N, K.Words);
  return fmt::vformat(
      "<p id=\"summary\"><span id=\"files\">{files}</span> files "
      "(<span id=\"changed\">{changed}</span> changed, <span id=\"lines\">"
      "{lines}</span> lines), <span id=\"migrated\">{migrated}</span> "
      "references migrated, <span id=\"token-only\">{token_only}</span> files "
      "by the token-level pass only.</p>\n<p id=\"findings\"><span "
      "id=\"errors\">{errors}</span> errors, <span id=\"warnings\">{warnings}"
      "</span> warnings, <span id=\"notes\">{notes}</span> notes{kinds}. Of "
      "them <span id=\"unmigrated\">{unmigrated}</span> to port by hand.</p>"
      "\n<p><b>Estimated effort: {effort}</b> (<span id=\"effort-minutes\">"
      "{effort_minutes}</span> minutes; <a href=\"#effort\">how it is "
      "estimated</a>).</p>\n",
      headlineArgs(M, Kinds));
}

std::string link(const RenderContext &X, const FileRow *F,
                 const std::string &Text) {
  std::string Url = F ? relativeUrl(X.Dir, F->Target) : "";
  if (Url.empty())
    return html(Text);
  return fmt::format("<a href=\"{}\">{}</a>", html(Url), html(Text));
}

/// A numeric cell sorts by its number (data-v), not its text.
std::string num(unsigned N) {
  return fmt::format("<td data-v=\"{0}\">{0}</td>", N);
}

std::string dirsTable(const Model &M) {
  std::string S = "<table id=\"dirs-table\" class=\"sortable\"><tr>"
                  "<th>directory</th><th>files</th><th>lines</th>"
                  "<th>migrated</th><th>to port</th><th>hazards</th>"
                  "<th>other findings</th><th>effort</th></tr>\n";
  for (const auto &[Path, D] : directories(M)) {
    unsigned Port = D.work("port"), Hazard = D.work("hazard");
    S += fmt::format("<tr><td>{}</td>{}{}{}{}{}{}<td data-v=\"{}\">{}</td>"
                     "</tr>\n",
                     html(Path), num(D.Files), num(D.Lines), num(D.C.Migrated),
                     num(Port), num(Hazard),
                     num(D.C.Diagnostics - Port - Hazard), D.EffortMinutes,
                     formatEffort(D.EffortMinutes));
  }
  return S + "</table>\n";
}

std::string filesTable(const Model &M, const RenderContext &X) {
  std::string S = "<input class=\"filter\" data-target=\"#files-table tr.row\""
                  " placeholder=\"filter files\">\n<table id=\"files-table\" "
                  "class=\"sortable\"><tr><th>file</th><th>lines</th>"
                  "<th>migrated</th><th>to port</th><th>diagnostics</th>"
                  "<th>findings</th><th>effort</th></tr>\n";
  for (const auto &[Path, F] : byWork(M))
    S += fmt::format("<tr class=\"row\"><td>{}{}</td>{}{}{}{}<td>{}</td>"
                     "<td data-v=\"{}\">{}</td></tr>\n",
                     link(X, F, Path), F->TokenOnly ? " (token-level)" : "",
                     num(F->Lines), num(F->C.Migrated), num(F->C.Unmigrated),
                     num(F->C.Diagnostics), html(idList(F->ById)),
                     F->EffortMinutes, formatEffort(F->EffortMinutes));
  return S + "</table>\n";
}

std::string apisTable(const Model &M) {
  std::string S = "<input class=\"filter\" data-target=\"#apis-table tr.row\""
                  " placeholder=\"filter APIs\">\n<table id=\"apis-table\" "
                  "class=\"sortable\"><tr><th>CUDA</th><th>MUSA</th>"
                  "<th>family</th><th>status</th><th>uses</th></tr>\n";
  for (const auto &[Key, A] : M.Apis)
    S += fmt::format("<tr class=\"row\"><td><code>{}</code></td><td><code>{}"
                     "</code></td><td>{}</td><td>{}</td>{}</tr>\n",
                     html(A.Cuda), html(A.Musa), html(A.Family), html(A.Status),
                     num(A.Count));
  return S + "</table>\n";
}

std::string symbolsSection(const Model &M) {
  if (M.Renamed.empty() && M.Kept.empty())
    return "";
  std::string S = "<h2>Project names renamed (--rename-symbols)</h2>\n<table "
                  "id=\"renamed-symbols\" class=\"sortable\"><tr><th>name</th>"
                  "<th>new name</th><th>kind</th><th>declared</th>"
                  "<th>occurrences</th></tr>\n";
  for (const auto &[Key, R] : M.Renamed)
    S += fmt::format("<tr><td><code>{}</code></td><td><code>{}</code></td>"
                     "<td>{}</td><td>{}</td>{}</tr>\n",
                     html(R.From), html(R.To), html(R.Kind), html(R.DeclaredAt),
                     num(R.Occurrences));
  S += "</table>\n<h2>Project names kept</h2>\n<table id=\"kept-symbols\" "
       "class=\"sortable\"><tr><th>name</th><th>kind</th><th>declared</th>"
       "<th>why</th></tr>\n";
  for (const auto &[Key, K] : M.Kept)
    S += fmt::format("<tr><td><code>{}</code></td><td>{}</td><td>{}</td>"
                     "<td>{}</td></tr>\n",
                     html(K.Name), html(K.Kind), html(K.DeclaredAt),
                     html(K.Reason));
  return S + "</table>\n";
}

std::string diagnosticsList(const Model &M, const RenderContext &X) {
  std::string S = "<input class=\"filter\" data-target=\"#diagnostics li\" "
                  "placeholder=\"filter diagnostics\"> <select class=\"filter\""
                  " data-target=\"#diagnostics li\" data-attr=\"work\"><option "
                  "value=\"\">every kind</option>";
  for (const WorkWords &K : WorkOrder)
    S += fmt::format("<option value=\"{}\">{}</option>", K.Kind, K.Words);
  S += "</select>\n<ul id=\"diagnostics\">\n";
  for (const DiagRow &D : M.Diags) {
    auto F = M.Files.find(D.File);
    std::string Where = link(X, F == M.Files.end() ? nullptr : &F->second,
                             fmt::format("{}:{}:{}", D.File, D.Line, D.Column));
    S += fmt::format("<li class=\"{}\" data-work=\"{}\"><code>{}</code> <a "
                     "href=\"{}/{}.md\">{}</a> {} ({}): {}</li>\n",
                     html(D.Severity), html(D.Work), Where, html(X.DocsBase),
                     html(D.Id), html(D.Id), html(D.Severity), html(D.Work),
                     html(D.Message));
  }
  return S + "</ul>\n";
}

std::string effortSection() {
  std::string S = fmt::format(
      "<h2 id=\"effort\">How the effort is estimated</h2>\n<p>For planning, "
      "not a promise: each finding counts the minutes below (by what it asks "
      "of a person), and each file one minute of review per {} references "
      "musify migrated. A directory is the sum of its files.</p>\n<table "
      "id=\"effort-table\" class=\"sortable\"><tr><th>ID</th><th>asks for"
      "</th><th>minutes</th></tr>\n",
      ReferencesPerReviewMinute);
  for (const DiagInfo &I : allDiagnostics())
    S += fmt::format("<tr><td>{}</td><td>{}</td>{}</tr>\n", I.Id.str(),
                     toString(I.Work).str(), num(I.Minutes));
  return S + "</table>\n";
}

// Sorting by a column (click its header again to reverse) and filtering,
// inline so that the page needs nothing from a network.
constexpr const char *Script = R"(<script>
for (const th of document.querySelectorAll('table.sortable th')) {
  th.style.cursor = 'pointer';
  th.addEventListener('click', () => {
    const table = th.closest('table'), i = th.cellIndex;
    const rows = [...table.rows].slice(1);
    const up = th.dataset.up !== '1';
    for (const h of table.rows[0].cells) delete h.dataset.up;
    th.dataset.up = up ? '1' : '0';
    const key = r => r.cells[i].dataset.v ?? r.cells[i].textContent;
    rows.sort((a, b) => {
      const x = key(a), y = key(b), nx = Number(x), ny = Number(y);
      const c = x !== '' && y !== '' && !isNaN(nx) && !isNaN(ny)
                    ? nx - ny : x.localeCompare(y);
      return up ? c : -c;
    });
    for (const r of rows) table.tBodies[0].appendChild(r);
  });
}
function applyFilters(target) {
  const controls = document.querySelectorAll(`.filter[data-target="${target}"]`);
  for (const el of document.querySelectorAll(target)) {
    let show = true;
    for (const c of controls) {
      const v = c.value.toLowerCase();
      if (!v) continue;
      if (c.dataset.attr) show = show && el.dataset[c.dataset.attr] === v;
      else show = show && el.textContent.toLowerCase().includes(v);
    }
    el.style.display = show ? '' : 'none';
  }
}
for (const c of document.querySelectorAll('.filter'))
  c.addEventListener('input', () => applyFilters(c.dataset.target));
</script>
)";

} // namespace

std::string renderHtml(const Model &M, const RenderContext &X) {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<title>musify migration report</title><style>\n"
      "body{{font-family:sans-serif;margin:2em;max-width:80em}}"
      "table{{border-collapse:collapse;margin-bottom:1em}}td,th{{border:1px "
      "solid #ccc;padding:2px 8px}}td[data-v]{{text-align:right}}"
      "li.warning{{color:#8a4b00}}li.error{{color:#b00}}input,select{{"
      "margin:4px 0}}\n</style></head><body>\n<h1>musify migration report"
      "</h1>\n{}<h2>Work by directory</h2>\n{}<h2>Files, most manual work "
      "first</h2>\n{}<h2>Migrated (green) and unmigratable (red) references "
      "per API family</h2>\n{}<h2>APIs</h2>\n{}{}<h2>Diagnostics</h2>\n{}{}"
      "{}</body></html>\n",
      headline(M), dirsTable(M), filesTable(M, X), chart(M), apisTable(M),
      symbolsSection(M), diagnosticsList(M, X), effortSection(), Script);
}

} // namespace musify::report
