//===- ReportSchema.cpp - A shard's report.json checked before use --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// merge-reports reads report.json files that a CI shard wrote, which anyone
// who can change the pipeline's artifacts can forge. Every field the merged
// report shows is checked against docs/schemas/musify-report-1.schema.json
// here (types, required keys, diagnostic IDs, severities, locations), so
// that a field can only carry what the schema allows; the renderers escape
// all of it besides.
//
//===----------------------------------------------------------------------===//

#include "ReportModel.h"
#include "musify/Support/Printable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <initializer_list>
#include <stdexcept>

namespace musify::report {

using nlohmann::json;

namespace {

[[noreturn]] void refuse(const std::string &Where, const std::string &What) {
  throw std::invalid_argument(Where + " " + What);
}

std::string at(const std::string &Where, const std::string &Key) {
  return Where.empty() ? Key : Where + "." + Key;
}

std::string at(const std::string &Where, size_t Index) {
  return Where + "[" + std::to_string(Index) + "]";
}

const json &object(const json &J, const std::string &Where) {
  if (!J.is_object())
    refuse(Where, "is not an object");
  return J;
}

const json &array(const json &J, const std::string &Where) {
  if (!J.is_array())
    refuse(Where, "is not an array");
  return J;
}

/// \p O holds every key of \p Required and, when \p Closed, no other.
void keys(const json &O, const std::string &Where,
          std::initializer_list<const char *> Required,
          std::initializer_list<const char *> Optional = {},
          bool Closed = true) {
  object(O, Where);
  for (const char *K : Required)
    if (!O.contains(K))
      refuse(at(Where, K), "is missing");
  if (!Closed)
    return;
  for (const auto &[K, V] : O.items())
    if (!llvm::is_contained(Required, K) && !llvm::is_contained(Optional, K))
      refuse(at(Where, K), "is not a field the schema allows");
}

const std::string &text(const json &O, const char *Key,
                        const std::string &Where, size_t MinLength = 0) {
  const json &V = O.at(Key);
  if (!V.is_string())
    refuse(at(Where, Key), "is not a string");
  const std::string &S = V.get_ref<const std::string &>();
  if (S.size() < MinLength)
    refuse(at(Where, Key), "is empty");
  return S;
}

void boolean(const json &O, const char *Key, const std::string &Where) {
  if (!O.at(Key).is_boolean())
    refuse(at(Where, Key), "is not true or false");
}

bool isDiagnosticId(llvm::StringRef S) {
  return S.size() == 6 && S.starts_with("MU") &&
         llvm::all_of(S.drop_front(2), llvm::isDigit);
}

/// path:line:column, the path not empty.
bool isLocation(llvm::StringRef S) {
  for (int Part = 0; Part < 2; ++Part) {
    auto [Rest, Number] = S.rsplit(':');
    if (Rest.size() == S.size() || Number.empty() ||
        !llvm::all_of(Number, llvm::isDigit))
      return false;
    S = Rest;
  }
  return !S.empty();
}

void strings(const json &O, const char *Key, const std::string &Where,
             bool Locations = false) {
  const json &A = array(O.at(Key), at(Where, Key));
  for (size_t I = 0; I < A.size(); ++I) {
    if (!A[I].is_string())
      refuse(at(at(Where, Key), I), "is not a string");
    if (Locations && !isLocation(A[I].get_ref<const std::string &>()))
      refuse(at(at(Where, Key), I), "is not path:line:column");
  }
}

void checkFiles(const json &Files) {
  array(Files, "files");
  for (size_t I = 0; I < Files.size(); ++I) {
    std::string W = at("files", I);
    keys(Files[I], W, {"path", "tokenLevelOnly", "changed", "target"}, {},
         /*Closed=*/false);
    text(Files[I], "path", W, 1);
    llvm::StringRef Target = text(Files[I], "target", W);
    if (!Target.empty() && !Target.starts_with("/"))
      refuse(at(W, "target"), "is not an absolute path");
    boolean(Files[I], "tokenLevelOnly", W);
    boolean(Files[I], "changed", W);
  }
}

void checkApis(const json &Apis) {
  array(Apis, "apis");
  for (size_t I = 0; I < Apis.size(); ++I) {
    std::string W = at("apis", I);
    keys(Apis[I], W,
         {"cuda", "musa", "family", "status", "count", "locations"});
    text(Apis[I], "cuda", W, 1);
    for (const char *K : {"musa", "family", "status"})
      text(Apis[I], K, W);
    strings(Apis[I], "locations", W, /*Locations=*/true);
  }
}

void checkDiagnostics(const json &Diags, const json &Findings) {
  array(Diags, "diagnostics");
  for (size_t I = 0; I < Diags.size(); ++I) {
    std::string W = at("diagnostics", I);
    keys(Diags[I], W,
         {"id", "name", "severity", "file", "line", "column", "message"}, {},
         /*Closed=*/false);
    if (!isDiagnosticId(text(Diags[I], "id", W)))
      refuse(at(W, "id"), "is not a diagnostic ID (MU and four digits)");
    llvm::StringRef Severity = text(Diags[I], "severity", W);
    if (Severity != "note" && Severity != "warning" && Severity != "error")
      refuse(at(W, "severity"), "is not one of note, warning, error");
    text(Diags[I], "name", W);
    text(Diags[I], "file", W);
    text(Diags[I], "message", W, 1);
  }
  array(Findings, "findings");
  for (size_t I = 0; I < Findings.size(); ++I) {
    std::string W = at("findings", I);
    keys(Findings[I], W, {"family", "unmigratable"}, {"file"});
    text(Findings[I], "family", W);
    boolean(Findings[I], "unmigratable", W);
    if (Findings[I].contains("file"))
      text(Findings[I], "file", W);
  }
}

void checkSymbols(const json &Symbols) {
  keys(Symbols, "symbols", {"renamed", "kept"});
  const json &Renamed = array(Symbols["renamed"], "symbols.renamed");
  for (size_t I = 0; I < Renamed.size(); ++I) {
    std::string W = at("symbols.renamed", I);
    keys(Renamed[I], W,
         {"from", "to", "kind", "declared", "occurrences", "files"});
    text(Renamed[I], "from", W, 1);
    text(Renamed[I], "to", W, 1);
    text(Renamed[I], "kind", W);
    text(Renamed[I], "declared", W);
    strings(Renamed[I], "files", W);
  }
  const json &Kept = array(Symbols["kept"], "symbols.kept");
  for (size_t I = 0; I < Kept.size(); ++I) {
    std::string W = at("symbols.kept", I);
    keys(Kept[I], W, {"name", "kind", "declared", "reason"});
    text(Kept[I], "name", W, 1);
    text(Kept[I], "kind", W);
    text(Kept[I], "declared", W);
    text(Kept[I], "reason", W, 1);
  }
}

} // namespace

void validateReport(const json &J) {
  keys(J, "",
       {"tool", "summary", "effort", "families", "directories", "files", "apis",
        "diagnostics", "findings", "symbols"});
  if (J["tool"] != "musify")
    refuse("tool", "is not \"musify\"");
  for (const auto &[Name, C] : object(J["families"], "families").items())
    object(C, at("families", printable(Name)));
  checkFiles(J["files"]);
  checkApis(J["apis"]);
  checkDiagnostics(J["diagnostics"], J["findings"]);
  checkSymbols(J["symbols"]);
}

} // namespace musify::report
