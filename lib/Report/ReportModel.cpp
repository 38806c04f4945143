//===- ReportModel.cpp - The numbers every form of the report shows -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ReportModel.h"
#include "musify/Diagnostics/Emitters.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstdint>
#include <fmt/format.h>
#include <limits>
#include <stdexcept>

namespace musify::report {

using nlohmann::json;

void Counts::add(const Counts &O) {
  Migrated += O.Migrated, Verified += O.Verified, Mapped += O.Mapped;
  Unmigrated += O.Unmigrated, Diagnostics += O.Diagnostics;
}

void FileRow::add(const FileRow &O) {
  C.add(O.C);
  Lines += O.Lines;
  Files += O.Files;
  for (const auto &[K, N] : O.ById)
    ById[K] += N;
  for (const auto &[K, N] : O.ByWork)
    ByWork[K] += N;
  EffortMinutes += O.EffortMinutes;
}

void Model::add(RenamedSymbol S) {
  Renamed[S.Kind + ":" + S.From + ":" + S.DeclaredAt] = std::move(S);
}

void Model::add(KeptSymbol S) {
  Kept[S.Kind + ":" + S.Name + ":" + S.DeclaredAt] = std::move(S);
}

unsigned Model::unmigrated() const {
  unsigned N = 0;
  for (const auto &[F, C] : Families)
    N += C.Unmigrated;
  return N;
}

namespace {

/// \p Path as the report shows it: relative to the root when under it.
std::string shown(llvm::StringRef Path, llvm::StringRef Root) {
  if (Path.empty())
    return "";
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  llvm::StringRef Rest = Abs;
  if (!Root.empty() && Rest.consume_front(Root) && Rest.starts_with("/") &&
      Rest.size() > 1)
    return Rest.drop_front().str();
  return std::string(Abs);
}

unsigned lineCount(llvm::StringRef Text) {
  unsigned N = Text.count('\n');
  return N + (!Text.empty() && !Text.ends_with("\n"));
}

const DiagInfo *infoOf(llvm::StringRef Id) {
  std::optional<DiagID> ID = findDiagnostic(Id);
  return ID ? &info(*ID) : nullptr;
}

/// Each file's findings by ID and by kind, its effort, and the totals.
void finishFiles(Model &M) {
  for (auto &[Path, F] : M.Files)
    F.ById.clear(), F.ByWork.clear();
  for (const DiagRow &D : M.Diags) {
    if (D.File.empty())
      continue;
    FileRow &F = M.Files[D.File];
    ++F.ById[D.Id];
    ++F.ByWork[D.Work];
  }
  M.Total = FileRow();
  M.Total.Files = 0;
  for (auto &[Path, F] : M.Files) {
    F.EffortMinutes = effortMinutes(F);
    M.Total.add(F);
  }
}

} // namespace

unsigned effortMinutes(const FileRow &F) {
  unsigned Minutes = 0;
  for (const auto &[Id, N] : F.ById)
    if (const DiagInfo *I = infoOf(Id))
      Minutes += N * I->Minutes;
  return Minutes + (F.C.Migrated + ReferencesPerReviewMinute - 1) /
                       ReferencesPerReviewMinute;
}

fmt::dynamic_format_arg_store<fmt::format_context>
headlineArgs(const Model &M, const std::string &Kinds) {
  fmt::dynamic_format_arg_store<fmt::format_context> Args;
  Args.push_back(fmt::arg("files", M.Sum.Files));
  Args.push_back(fmt::arg("changed", M.Sum.ChangedFiles));
  Args.push_back(fmt::arg("lines", M.Total.Lines));
  Args.push_back(fmt::arg("migrated", M.Sum.Rewrites));
  Args.push_back(fmt::arg("token_only", M.Sum.TokenOnlyFiles));
  Args.push_back(fmt::arg("errors", M.Sum.diagnostics(Severity::Error)));
  Args.push_back(fmt::arg("warnings", M.Sum.diagnostics(Severity::Warning)));
  Args.push_back(fmt::arg("notes", M.Sum.diagnostics(Severity::Note)));
  Args.push_back(fmt::arg("unmigrated", M.unmigrated()));
  Args.push_back(fmt::arg("effort", formatEffort(M.Total.EffortMinutes)));
  Args.push_back(fmt::arg("effort_minutes", M.Total.EffortMinutes));
  Args.push_back(fmt::arg("kinds", Kinds));
  return Args;
}

std::string formatEffort(unsigned Minutes) {
  if (Minutes < 60)
    return fmt::format("{} min", Minutes);
  return fmt::format("{:.1f} h", Minutes / 60.0);
}

namespace {

/// Counts the edits of \p F (shown as \p Path) by family and API.
void addFileEdits(Model &M, const FileResult &F, const std::string &Path) {
  FileRow &Row = M.Files[Path];
  LineIndex Lines(F.Original);
  for (const auto &[Offset, E] : F.Edits.edits()) {
    std::string Family = E.R ? E.R->Family.str() : "fix-its";
    Counts &C = M.Families[Family];
    ++C.Migrated, ++Row.C.Migrated;
    if (E.R && E.R->Status == RuleStatus::Verified)
      ++C.Verified, ++Row.C.Verified;
    if (E.R && E.R->Status == RuleStatus::Mapped)
      ++C.Mapped, ++Row.C.Mapped;
    if (!E.R)
      continue;
    Api &A = M.Apis[{E.R->Cuda.str(), Family}];
    A.Cuda = E.R->Cuda;
    // The shortest of its edits' texts, whatever their order: a version
    // test a check decided (`0 /* was CUDART_VERSION >= 12000 */`) is
    // under the rule of the CUDART_VERSION it replaced.
    if (A.Count == 0 || E.Text.size() < A.Musa.size())
      A.Musa = E.Text;
    A.Family = Family;
    A.Status = toString(E.R->Status).str();
    ++A.Count;
    Position P = Lines.position(F.Original, Offset);
    A.Locations.push_back(fmt::format("{}:{}:{}", Path, P.Line, P.Column));
  }
}

/// Counts \p D by family, file and, for work left in the port, API.
void addDiagnostic(Model &M, const Diagnostic &D, llvm::StringRef Root) {
  const DiagInfo &I = info(D.ID);
  std::string Family = !D.Family.empty()         ? D.Family
                       : I.Id.starts_with("MU2") ? "checks"
                                                 : "other";
  std::string Path = shown(D.File, Root);
  bool Port = I.Work == WorkKind::Port;
  M.Diags.push_back({Path, I.Id.str(), toString(D.level()).str(), D.Message,
                     D.Begin.Line, D.Begin.Column, Family, Port,
                     toString(I.Work).str()});
  Counts &C = M.Families[Family];
  ++C.Diagnostics;
  if (!Path.empty()) {
    FileRow &Row = M.Files[Path];
    ++Row.C.Diagnostics;
    Row.C.Unmigrated += Port;
  }
  if (!Port)
    return;
  ++C.Unmigrated;
  if (D.Api.empty())
    return;
  Api &A = M.Apis[{D.Api, Family}];
  A.Cuda = D.Api;
  A.Family = Family;
  A.Status = D.ID == DiagID::UnmappedAPI ? "no rule" : I.Name.str();
  ++A.Count;
  A.Locations.push_back(
      fmt::format("{}:{}:{}", Path, D.Begin.Line, D.Begin.Column));
}

} // namespace

Model build(const MigrationResult &R, llvm::StringRef RootIn) {
  llvm::SmallString<256> Root(RootIn);
  llvm::sys::path::remove_dots(Root, /*remove_dot_dot=*/true);
  Model M;
  M.Sum = summarize(R);
  for (const auto &[Real, F] : R.Files) {
    std::string Path = shown(F.Path, Root);
    FileRow &Row = M.Files[Path];
    Row.Target = Real;
    Row.Lines = lineCount(F.Original);
    Row.TokenOnly = F.tokenOnly();
    Row.Changed = F.Migrated != F.Original;
    addFileEdits(M, F, Path);
  }
  for (const RenamedSymbol &S : R.RenamedSymbols)
    M.add(S);
  for (const KeptSymbol &S : R.KeptSymbols)
    M.add(S);
  M.DiagsJson = json::parse(diagnosticsToJson(R.Diagnostics))["diagnostics"];
  for (const Diagnostic &D : R.Diagnostics)
    addDiagnostic(M, D, Root);
  finishFiles(M);
  return M;
}

namespace {

/// A count in a report.json: an integer from 0 to UINT_MAX, or absent (0).
/// Anything else (a float, a negative or huge number) is refused, never
/// converted: such a conversion is undefined behaviour.
unsigned countOf(const json &J, const char *Key) {
  auto It = J.find(Key);
  if (It == J.end())
    return 0;
  if (It->is_number_unsigned() &&
      It->get<std::uint64_t>() <= std::numeric_limits<unsigned>::max())
    return It->get<unsigned>();
  if (It->is_number_integer() && !It->is_number_unsigned() &&
      It->get<std::int64_t>() >= 0 &&
      It->get<std::int64_t>() <= std::numeric_limits<unsigned>::max())
    return static_cast<unsigned>(It->get<std::int64_t>());
  throw std::invalid_argument(std::string("'") + Key +
                              "' is not a count (a whole number from 0)");
}

llvm::Expected<Model> fromJsonOrThrow(llvm::StringRef Text,
                                      llvm::StringRef Path) {
  json J = json::parse(Text.str(), nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object() || !J.contains("families") ||
      !J.contains("files"))
    return llvm::createStringError(Path + ": not a musify report.json");
  validateReport(J);
  Model M;
  auto CountsOf = [](const json &C) {
    Counts X;
    X.Migrated = countOf(C, "migrated");
    X.Verified = countOf(C, "verified");
    X.Mapped = countOf(C, "mapped");
    X.Unmigrated = countOf(C, "unmigrated");
    X.Diagnostics = countOf(C, "diagnostics");
    return X;
  };
  for (const auto &[Name, C] : J["families"].items())
    M.Families[Name] = CountsOf(C);
  for (const json &F : J["files"]) {
    FileRow &Row = M.Files[F.value("path", "")];
    Row.C = CountsOf(F);
    Row.Lines = countOf(F, "lines");
    Row.Target = F.value("target", "");
    Row.TokenOnly = F.value("tokenLevelOnly", false);
    Row.Changed = F.value("changed", false);
  }
  for (const json &A : J["apis"]) {
    Api X{A.value("cuda", ""),
          A.value("musa", ""),
          A.value("family", ""),
          A.value("status", ""),
          countOf(A, "count"),
          A.value("locations", std::vector<std::string>())};
    M.Apis[{X.Cuda, X.Family}] = X;
  }
  if (J.contains("symbols")) {
    for (const json &R : J["symbols"].value("renamed", json::array()))
      M.add(RenamedSymbol{R.value("from", ""), R.value("to", ""),
                          R.value("kind", ""), R.value("declared", ""),
                          countOf(R, "occurrences"),
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
    std::string Id = D.value("id", "");
    const DiagInfo *Info = infoOf(Id);
    std::string File = F.value("file", D.value("file", ""));
    M.Diags.push_back({File, Id, D.value("severity", ""),
                       D.value("message", ""), countOf(D, "line"),
                       countOf(D, "column"), F.value("family", "other"),
                       F.value("unmigratable", false),
                       Info ? toString(Info->Work).str() : "review"});
  }
  return M;
}

} // namespace

llvm::Expected<Model> fromJson(llvm::StringRef Text, llvm::StringRef Path) {
  try {
    return fromJsonOrThrow(Text, Path);
  } catch (const json::exception &E) {
    return llvm::createStringError(Path + ": not a musify report.json (" +
                                   E.what() + ")");
  } catch (const std::invalid_argument &E) {
    return llvm::createStringError(Path + ": not a musify report.json (" +
                                   E.what() + ")");
  }
}

void mergeInto(Model &Into, const Model &From) {
  for (const auto &[Path, F] : From.Files)
    Into.Files.try_emplace(Path, F); // the same header from another shard
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
  for (const auto &[P, F] : M.Files) {
    M.Sum.ChangedFiles += F.Changed;
    M.Sum.TokenOnlyFiles += F.TokenOnly;
  }
  for (const auto &[Name, C] : M.Families)
    M.Sum.Rewrites += C.Migrated;
  for (const DiagRow &D : M.Diags)
    if (auto S = parseSeverity(D.Severity))
      ++M.Sum.DiagnosticsBySeverity[*S];
  finishFiles(M);
}

std::map<std::string, FileRow> directories(const Model &M) {
  std::map<std::string, FileRow> Dirs;
  for (const auto &[Path, F] : M.Files) {
    llvm::StringRef P = Path;
    for (llvm::StringRef D = llvm::sys::path::parent_path(P);;
         D = llvm::sys::path::parent_path(D)) {
      std::string Key = D.empty() ? "." : D.str();
      auto [It, New] = Dirs.try_emplace(Key);
      if (New)
        It->second.Files = 0;
      It->second.add(F);
      if (D.empty() || D == "/")
        break;
    }
  }
  return Dirs;
}

std::vector<std::pair<std::string, const FileRow *>> byWork(const Model &M) {
  std::vector<std::pair<std::string, const FileRow *>> Files;
  for (const auto &[Path, F] : M.Files)
    Files.push_back({Path, &F});
  std::stable_sort(Files.begin(), Files.end(), [](auto &A, auto &B) {
    return std::tie(B.second->EffortMinutes, B.second->C.Diagnostics) <
           std::tie(A.second->EffortMinutes, A.second->C.Diagnostics);
  });
  return Files;
}

} // namespace musify::report
