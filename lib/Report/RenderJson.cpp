//===- RenderJson.cpp - report.json ---------------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The form merge-reports reads back, described by
// docs/schemas/musify-report-1.schema.json.
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include <fmt/format.h>

namespace musify::report {

using nlohmann::json;

namespace {

json countsJson(const Counts &C) {
  return {{"migrated", C.Migrated},
          {"verified", C.Verified},
          {"mapped", C.Mapped},
          {"unmigrated", C.Unmigrated},
          {"diagnostics", C.Diagnostics}};
}

json workJson(const FileRow &F) {
  json W = json::object();
  for (const WorkWords &K : WorkOrder)
    W[K.Kind] = F.work(K.Kind);
  return W;
}

json rowJson(const std::string &Path, const FileRow &F) {
  json J = countsJson(F.C);
  J["path"] = Path;
  J["lines"] = F.Lines;
  J["byId"] = F.ById;
  J["work"] = workJson(F);
  J["effortMinutes"] = F.EffortMinutes;
  return J;
}

json symbolsJson(const Model &M) {
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

json effortJson() {
  json PerFinding = json::object();
  for (const DiagInfo &I : allDiagnostics())
    PerFinding[I.Id.str()] = I.Minutes;
  return {{"referencesPerReviewMinute", ReferencesPerReviewMinute},
          {"minutesPerFinding", PerFinding}};
}

} // namespace

std::string renderJson(const Model &M) {
  json Families = json::object();
  for (const auto &[Name, C] : M.Families)
    Families[Name] = countsJson(C);
  json Files = json::array();
  for (const auto &[Path, F] : byWork(M)) {
    json J = rowJson(Path, *F);
    J["tokenLevelOnly"] = F->TokenOnly;
    J["changed"] = F->Changed;
    J["target"] = F->Target;
    Files.push_back(J);
  }
  json Dirs = json::array();
  for (const auto &[Path, D] : directories(M)) {
    json J = rowJson(Path, D);
    J["files"] = D.Files;
    Dirs.push_back(J);
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
  // What merge-reports needs to recount: each diagnostic's family, path as
  // shown, and whether it is work for a person.
  json Findings = json::array();
  for (const DiagRow &D : M.Diags)
    Findings.push_back({{"family", D.Family},
                        {"file", D.File},
                        {"unmigratable", D.Unmigratable}});
  json Doc = {{"tool", "musify"},
              {"summary",
               {{"files", M.Sum.Files},
                {"changedFiles", M.Sum.ChangedFiles},
                {"tokenLevelOnlyFiles", M.Sum.TokenOnlyFiles},
                {"lines", M.Total.Lines},
                {"migrated", M.Sum.Rewrites},
                {"unmigrated", M.unmigrated()},
                {"diagnostics", Severities},
                {"work", workJson(M.Total)},
                {"effortMinutes", M.Total.EffortMinutes}}},
              {"effort", effortJson()},
              {"families", Families},
              {"directories", Dirs},
              {"files", Files},
              {"apis", Apis},
              {"diagnostics", M.DiagsJson},
              {"symbols", symbolsJson(M)},
              {"findings", Findings}};
  return Doc.dump(2) + "\n";
}

std::string idList(const std::map<std::string, unsigned> &ById) {
  std::string Out;
  for (const auto &[Id, N] : ById)
    Out += fmt::format("{}{} ×{}", Out.empty() ? "" : ", ", Id, N);
  return Out;
}

} // namespace musify::report
