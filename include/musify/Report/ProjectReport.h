//===- ProjectReport.h - The migration report ---------------------*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REPORT_PROJECTREPORT_H
#define MUSIFY_REPORT_PROJECTREPORT_H

#include "musify/Result/MigrationResult.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <map>

namespace musify {

struct ReportOptions {
  /// Where the diagnostic pages are published. Empty: the pages (below) are
  /// copied into the report folder's diagnostics/ and linked relatively, so
  /// that the links work wherever the folder goes.
  std::string DocsUrl;
  /// The diagnostic pages, by ID.
  std::map<std::string, std::string> Pages;
  /// The sources' root (absolute): the report shows paths relative to it.
  std::string Root;
};

/// The files of a report, rendered, by name relative to its folder.
struct ReportFiles {
  std::map<std::string, std::string> Files;
};

/// Writes the report of a migration into \p Dir:
///  - report.json (docs/schemas/musify-report-1.schema.json): totals, work
///    by kind and effort, per directory, per file, per API family and per
///    API, every diagnostic, the project names renamed and kept;
///  - report.md and a self-contained report.html (sortable, filterable)
///    with the same numbers, linking each file and diagnostic to the file
///    and each diagnostic to its page;
///  - report-files.csv and report-apis.csv;
///  - diagnostics/<ID>.md, unless the pages are published (DocsUrl).
llvm::Error writeProjectReport(const MigrationResult &Result,
                               llvm::StringRef Dir,
                               const ReportOptions &Options);

/// Writes \p Files into \p Dir (creating it), each atomically.
llvm::Error writeReportFiles(const ReportFiles &Files, llvm::StringRef Dir);

/// As mergeProjectReports, from the reports' texts (name, text), without
/// writing anything; links are made for a report in \p Dir.
llvm::Expected<ReportFiles> mergeProjectReportTexts(
    llvm::ArrayRef<std::pair<std::string, std::string>> Reports,
    llvm::StringRef Dir, const ReportOptions &Options);

/// Combines the report.json files of several shards (`--shard K/N`) into
/// one report in \p Dir; a header migrated in several shards, and what was
/// found in it, count once.
llvm::Error mergeProjectReports(llvm::ArrayRef<std::string> Reports,
                                llvm::StringRef Dir,
                                const ReportOptions &Options);

} // namespace musify

#endif
