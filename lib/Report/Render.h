//===- Render.h - The report's forms -----------------------------*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_REPORT_RENDER_H
#define MUSIFY_LIB_REPORT_RENDER_H

#include "ReportModel.h"
#include <string>

namespace musify::report {

/// Where the rendered report lives, for its links.
struct RenderContext {
  std::string Dir;      ///< the report folder, absolute
  std::string DocsBase; ///< diagnostic pages: a URL, or relative to Dir
};

std::string renderJson(const Model &M);
std::string renderMarkdown(const Model &M, const RenderContext &X);
std::string renderHtml(const Model &M, const RenderContext &X);
/// One row per file: counts, findings by ID and kind, effort.
std::string renderFilesCsv(const Model &M);
/// One row per API: CUDA and MUSA names, family, status, uses.
std::string renderApisCsv(const Model &M);

/// The kinds of work in the order the report lists them, with the words it
/// uses for them.
struct WorkWords {
  const char *Kind, *Words;
};
inline constexpr WorkWords WorkOrder[] = {
    {"port", "to port by hand"}, {"hazard", "hazards to check"},
    {"build", "build failures"}, {"review", "edits or names to review"},
    {"check", "notes to check"}, {"info", "for the record"}};

/// "MU1001 ×2, MU2001 ×1".
std::string idList(const std::map<std::string, unsigned> &ById);

} // namespace musify::report

#endif // MUSIFY_LIB_REPORT_RENDER_H
