//===- RenderCsv.cpp - report-files.csv and report-apis.csv ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// For spreadsheets and scripts: one row per file and one per API, with a
// header row.
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include "ReportText.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

namespace musify::report {

std::string renderFilesCsv(const Model &M) {
  std::string S = "path,directory,lines,migrated,verified,mapped,unmigrated,"
                  "diagnostics";
  for (const WorkWords &K : WorkOrder)
    S += std::string(",") + K.Kind;
  S += ",effort_minutes,token_level_only,changed,findings\r\n";
  for (const auto &[Path, F] : byWork(M)) {
    llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
    S += fmt::format("{},{},{},{},{},{},{},{}", csv(Path),
                     csv(Dir.empty() ? "." : Dir), F->Lines, F->C.Migrated,
                     F->C.Verified, F->C.Mapped, F->C.Unmigrated,
                     F->C.Diagnostics);
    for (const WorkWords &K : WorkOrder)
      S += fmt::format(",{}", F->work(K.Kind));
    std::string Ids;
    for (const auto &[Id, N] : F->ById)
      Ids += fmt::format("{}{}:{}", Ids.empty() ? "" : " ", Id, N);
    S += fmt::format(",{},{},{},{}\r\n", F->EffortMinutes, F->TokenOnly ? 1 : 0,
                     F->Changed ? 1 : 0, csv(Ids));
  }
  return S;
}

std::string renderApisCsv(const Model &M) {
  std::string S = "cuda,musa,family,status,uses\r\n";
  for (const auto &[Key, A] : M.Apis)
    S += fmt::format("{},{},{},{},{}\r\n", csv(A.Cuda), csv(A.Musa),
                     csv(A.Family), csv(A.Status), A.Count);
  return S;
}

} // namespace musify::report
