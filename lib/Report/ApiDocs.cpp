//===- ApiDocs.cpp - API tables generated from the rules ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Report/ApiDocs.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <map>

namespace musify {
namespace {

constexpr RuleStatus AllStatuses[] = {RuleStatus::Verified, RuleStatus::Mapped,
                                      RuleStatus::Unsupported,
                                      RuleStatus::Unknown};

/// Markdown table cells: no pipes, no line breaks.
std::string cell(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    Out += C == '|'    ? std::string("\\|")
           : C == '\n' ? std::string(" ")
                       : std::string(1, C);
  return Out;
}

std::string code(llvm::StringRef S) {
  return S.empty() ? "—" : "`" + cell(S) + "`";
}

std::string counts(const std::map<RuleStatus, unsigned> &ByStatus) {
  std::string S;
  for (RuleStatus St : AllStatuses) {
    auto It = ByStatus.find(St);
    S += fmt::format("{}{} {}", S.empty() ? "" : ", ",
                     It == ByStatus.end() ? 0 : It->second, toString(St).str());
  }
  return S;
}

unsigned countOf(const std::map<RuleStatus, unsigned> &ByStatus, RuleStatus S) {
  auto It = ByStatus.find(S);
  return It == ByStatus.end() ? 0u : It->second;
}

/// The MUSA column of a rule's row: its call form, its name, or both.
std::string musaCell(const Rule &R) {
  std::string Musa =
      R.CallDropsDefaults ? code(R.Call) +
                                " (call, where the arguments it leaves out "
                                "pass nothing; else " +
                                code(R.Musa) + ")"
      : !R.Call.empty()                       ? code(R.Call) + " (call)"
      : R.Remove && R.Kind != RuleKind::Build ? "— (removed from the port)"
                                              : code(R.Musa);
  if (R.Prefix)
    Musa += " (prefix)";
  return Musa;
}

/// The sentence on the headers a family owns, or nothing.
std::string headersParagraph(const Family &F) {
  if (F.Headers.empty() && F.LibraryHeaders.empty())
    return "";
  std::vector<std::string> H(F.Headers);
  H.insert(H.end(), F.LibraryHeaders.begin(), F.LibraryHeaders.end());
  std::string List;
  for (const std::string &X : H)
    List += (List.empty() ? "" : ", ") + code(X);
  return fmt::format("\nHeaders: {}. Declarations of these headers that "
                     "no rule names are {}.\n",
                     List,
                     F.UnmappedIsIdentity ? "spelled the same in MUSA"
                                          : "reported (MU1003)");
}

/// A family's page: its counts, its headers and a row for each rule
/// (\p Members, sorted).
std::string familyPage(const Family &F,
                       const std::vector<const Rule *> &Members,
                       const std::map<RuleStatus, unsigned> &ByStatus) {
  std::string Page = fmt::format(
      "# {}: {}\n\nGenerated from `rules/{}.yaml` by `musify --api-docs`; "
      "do not edit.\n\n{} rules: {}.\n",
      F.Name, F.Title.empty() ? F.Name : F.Title, F.Name, Members.size(),
      counts(ByStatus));
  Page += headersParagraph(F);
  if (Members.empty())
    return Page;
  Page += "\n| CUDA | MUSA | kind | status | evidence or reason |\n"
          "|---|---|---|---|---|\n";
  for (const Rule *R : Members)
    Page +=
        fmt::format("| {} | {} | {} | {} | {} |\n", code(R->Cuda), musaCell(*R),
                    toString(R->Kind).str(), toString(R->Status).str(),
                    cell(R->renames() ? R->Evidence : R->Reason));
  return Page;
}

const char IndexHeading[] =
    "# API coverage\n\n"
    "Generated from `rules/*.yaml` by `musify --api-docs=docs/api`; do not "
    "edit. Statuses: **verified** (the MUSA name is used by code that builds "
    "against the MUSA SDK), **mapped** (only in Moore Threads' name tables), "
    "**unsupported** (evidence that MUSA lacks it), **unknown** (CUDA "
    "declares it, no MUSA counterpart is known). See "
    "[../rules.md](../rules.md).\n\n"
    "| family | title | rules | verified | mapped | unsupported | unknown "
    "|\n|---|---|---:|---:|---:|---:|---:|\n";

llvm::Error writePage(llvm::StringRef Dir, llvm::StringRef Name,
                      llvm::StringRef Text) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Name);
  return writeFileAtomically(Path, Text);
}

} // namespace

llvm::Error writeApiDocs(const RuleSet &Rules, llvm::StringRef Dir) {
  std::map<std::string, std::vector<const Rule *>> ByFamily;
  for (const Rule &R : Rules.rules())
    ByFamily[R.Family.str()].push_back(&R);
  std::string Index = IndexHeading;
  std::map<RuleStatus, unsigned> Total;
  size_t TotalRules = 0;
  for (const Family &F : Rules.families()) {
    std::vector<const Rule *> &Members = ByFamily[F.Name];
    std::sort(Members.begin(), Members.end(), [](const Rule *A, const Rule *B) {
      return std::tie(A->Cuda, A->Kind) < std::tie(B->Cuda, B->Kind);
    });
    std::map<RuleStatus, unsigned> ByStatus;
    for (const Rule *R : Members)
      ++ByStatus[R->Status], ++Total[R->Status];
    TotalRules += Members.size();
    if (llvm::Error E =
            writePage(Dir, F.Name + ".md", familyPage(F, Members, ByStatus)))
      return E;
    Index += fmt::format("| [{}]({}.md) | {} | {} | {} | {} | {} | {} |\n",
                         F.Name, F.Name, cell(F.Title), Members.size(),
                         countOf(ByStatus, RuleStatus::Verified),
                         countOf(ByStatus, RuleStatus::Mapped),
                         countOf(ByStatus, RuleStatus::Unsupported),
                         countOf(ByStatus, RuleStatus::Unknown));
  }
  Index += fmt::format("\nIn all: {} rules: {}.\n", TotalRules, counts(Total));
  return writePage(Dir, "README.md", Index);
}

} // namespace musify
