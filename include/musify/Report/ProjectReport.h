//===- ProjectReport.h - report.json, report.md, report.html ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REPORT_PROJECTREPORT_H
#define MUSIFY_REPORT_PROJECTREPORT_H

#include "musify/Migrate/Migrator.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

namespace musify {

/// Writes `report.json` (per file, per API family and per API: references
/// migrated by evidence, unmigrated, diagnostics, locations), `report.md`
/// and a self-contained `report.html` (no external assets) into \p Dir.
/// Diagnostics link to `<DocsUrl>/<ID>.md`.
llvm::Error writeProjectReport(const MigrationResult &Result,
                               llvm::StringRef Dir, llvm::StringRef DocsUrl);

/// The three files of a report, rendered.
struct ReportFiles {
  std::string Json, Markdown, Html;
};

/// Writes \p Files as report.json, report.md and report.html into \p Dir.
llvm::Error writeReportFiles(const ReportFiles &Files, llvm::StringRef Dir);

/// As mergeProjectReports, from the reports' texts (name, text), without
/// writing anything.
llvm::Expected<ReportFiles> mergeProjectReportTexts(
    llvm::ArrayRef<std::pair<std::string, std::string>> Reports,
    llvm::StringRef DocsUrl);

/// Combines the report.json files of several shards (`--shard K/N`) into
/// one report in \p Dir; a header migrated in several shards, and what was
/// found in it, count once.
llvm::Error mergeProjectReports(llvm::ArrayRef<std::string> Reports,
                                llvm::StringRef Dir, llvm::StringRef DocsUrl);

} // namespace musify

#endif
