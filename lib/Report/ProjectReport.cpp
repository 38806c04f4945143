//===- ProjectReport.cpp - The migration report ---------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One model (ReportModel.h) feeds every form (Render*.cpp), so their numbers
// cannot disagree.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/ProjectReport.h"
#include "Render.h"
#include "ReportModel.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace musify {

namespace {

ReportFiles render(const report::Model &M, llvm::StringRef Dir,
                   const ReportOptions &O) {
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  report::RenderContext X{std::string(Abs), O.DocsUrl};
  while (llvm::StringRef(X.DocsBase).ends_with("/"))
    X.DocsBase.pop_back();
  if (X.DocsBase.empty())
    X.DocsBase = "diagnostics";
  ReportFiles R;
  R.Files["report.json"] = report::renderJson(M);
  R.Files["report.md"] = report::renderMarkdown(M, X);
  R.Files["report.html"] = report::renderHtml(M, X);
  R.Files["report-files.csv"] = report::renderFilesCsv(M);
  R.Files["report-apis.csv"] = report::renderApisCsv(M);
  if (O.DocsUrl.empty())
    for (const auto &[Id, Page] : O.Pages)
      R.Files["diagnostics/" + Id + ".md"] = Page;
  return R;
}

} // namespace

llvm::Error writeProjectReport(const MigrationResult &Result,
                               llvm::StringRef Dir,
                               const ReportOptions &Options) {
  return writeReportFiles(
      render(report::build(Result, Options.Root), Dir, Options), Dir);
}

llvm::Error writeReportFiles(const ReportFiles &Files, llvm::StringRef Dir) {
  for (const auto &[Name, Text] : Files.Files) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    if (llvm::Error E = writeOutputFile(P, Text))
      return E;
  }
  return llvm::Error::success();
}

llvm::Expected<ReportFiles> mergeProjectReportTexts(
    llvm::ArrayRef<std::pair<std::string, std::string>> Reports,
    llvm::StringRef Dir, const ReportOptions &Options) {
  report::Model Merged;
  for (const auto &[Name, Text] : Reports) {
    auto M = report::fromJson(Text, Name);
    if (!M)
      return M.takeError();
    report::mergeInto(Merged, *M);
  }
  report::recount(Merged);
  return render(Merged, Dir, Options);
}

llvm::Error mergeProjectReports(llvm::ArrayRef<std::string> Reports,
                                llvm::StringRef Dir,
                                const ReportOptions &Options) {
  std::vector<std::pair<std::string, std::string>> Texts;
  for (const std::string &R : Reports) {
    auto Buffer = llvm::MemoryBuffer::getFile(R, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(),
                                     R + ": " + Buffer.getError().message());
    Texts.push_back({R, (*Buffer)->getBuffer().str()});
  }
  auto Merged = mergeProjectReportTexts(Texts, Dir, Options);
  if (!Merged)
    return Merged.takeError();
  return writeReportFiles(*Merged, Dir);
}

} // namespace musify
