//===- ReportModel.h - The numbers every form of the report shows -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One model, computed once from a migration (or read back from report.json
// files and merged), feeds every form of the report, so that their numbers
// cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_REPORT_REPORTMODEL_H
#define MUSIFY_LIB_REPORT_REPORTMODEL_H

#include "musify/Report/Summary.h"
#include "musify/Result/MigrationResult.h"
#include <fmt/args.h>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace musify::report {

/// References migrated a person would review: one minute per this many.
constexpr unsigned ReferencesPerReviewMinute = 20;

struct Counts {
  unsigned Migrated = 0, Verified = 0, Mapped = 0, Unmigrated = 0,
           Diagnostics = 0;
  void add(const Counts &O);
};

/// A file, or a directory (the sum of its files).
struct FileRow {
  Counts C;
  unsigned Lines = 0;
  unsigned Files = 1;
  bool TokenOnly = false, Changed = false;
  /// The file on disk the report links to (absolute; the input, whose
  /// lines the diagnostics name).
  std::string Target;
  std::map<std::string, unsigned> ById;
  std::map<std::string, unsigned> ByWork;
  unsigned EffortMinutes = 0;
  void add(const FileRow &O);
  /// Its findings of one kind (a WorkKind's name), 0 when none.
  unsigned work(llvm::StringRef Kind) const {
    auto It = ByWork.find(Kind.str());
    return It == ByWork.end() ? 0 : It->second;
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
  std::string Work; ///< its WorkKind's name
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
  std::map<std::string, FileRow> Files; ///< by path relative to the root
  std::map<std::pair<std::string, std::string>, Api> Apis;
  std::vector<DiagRow> Diags;
  nlohmann::json DiagsJson =
      nlohmann::json::array(); ///< --diagnostics-file form
  /// --rename-symbols: the project's names renamed and kept, keyed by kind,
  /// name and where declared, for a stable order.
  std::map<std::string, RenamedSymbol> Renamed;
  std::map<std::string, KeptSymbol> Kept;
  void add(RenamedSymbol S);
  void add(KeptSymbol S);

  /// Totals of the files: what needs a person, by kind, and the effort.
  FileRow Total;
  unsigned unmigrated() const;
};

/// The model of a migration; paths are shown relative to \p Root.
Model build(const MigrationResult &R, llvm::StringRef Root);

/// Reads a report.json back (for merge-reports): a file that is not one, or
/// has a field of the wrong type, is an error naming it, never an abort.
llvm::Expected<Model> fromJson(llvm::StringRef Text, llvm::StringRef Path);

/// Checks a report.json against docs/schemas/musify-report-1.schema.json:
/// every field the merged report shows has the type, form and value the
/// schema allows (an ID is MU and four digits, a severity note, warning or
/// error); otherwise throws std::invalid_argument naming the field.
void validateReport(const nlohmann::json &J);

/// Shards migrate different translation units, but a header several of them
/// include appears in each: a file or finding counted once per shard that
/// saw it is counted once.
void mergeInto(Model &Into, const Model &From);

/// Family counts, per-file work and effort, totals and the summary follow
/// from the files, APIs and findings.
void recount(Model &M);

/// Directories (every ancestor of a file, "." for the root), each the sum
/// of the files below it.
std::map<std::string, FileRow> directories(const Model &M);

/// Files with the most manual work first (effort, then findings), then by
/// name.
std::vector<std::pair<std::string, const FileRow *>> byWork(const Model &M);

/// The effort estimate of a file: its findings' minutes (DiagnosticIDs.def)
/// plus a minute of review per ReferencesPerReviewMinute references.
unsigned effortMinutes(const FileRow &F);

/// "1.5 h" or "40 min".
std::string formatEffort(unsigned Minutes);

/// The headline's numbers as named arguments (files, changed, lines,
/// migrated, token_only, errors, warnings, notes, unmigrated, effort,
/// effort_minutes) and \p Kinds, what the findings ask of a person, as
/// kinds: each renderer's headline is one template over them.
fmt::dynamic_format_arg_store<fmt::format_context>
headlineArgs(const Model &M, const std::string &Kinds);

} // namespace musify::report

#endif // MUSIFY_LIB_REPORT_REPORTMODEL_H
