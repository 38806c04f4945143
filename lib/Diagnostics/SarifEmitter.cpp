//===- SarifEmitter.cpp - Diagnostics as SARIF 2.1.0 ----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// For code-scanning dashboards. The shape follows the OASIS SARIF 2.1.0
// standard; test/schemas/sarif-2.1.0-subset.schema.json checks the parts
// musify writes.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Emitters.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>
#include "musify/Support/Version.h"
#include "llvm/Support/FormatVariadic.h"
#include <nlohmann/json.hpp>

namespace musify {

using nlohmann::json;

// SARIF's levels are named like musify's severities.
static std::string sarifLevel(Severity S) { return toString(S).str(); }

static json region(const Position &B, const Position &E) {
  return {{"startLine", B.LspLine + 1},
          {"startColumn", B.LspCharacter + 1},
          {"endLine", E.LspLine + 1},
          {"endColumn", E.LspCharacter + 1}};
}

/// SARIF wants URIs; paths are written as relative or file:// references,
/// every byte but RFC 3986's unreserved characters and `/` percent-encoded
/// (UTF-8 bytes one by one).
static std::string uriOf(llvm::StringRef Path) {
  std::string Uri;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~' ||
        C == '/')
      Uri += static_cast<char>(C);
    else
      Uri += fmt::format("%{:02X}", C);
  }
  return Path.starts_with("/") ? "file://" + Uri : Uri;
}

std::string diagnosticsToSarif(const std::vector<Diagnostic> &Diags,
                               llvm::StringRef HelpBase) {
  json Rules = json::array();
  for (const DiagInfo &I : allDiagnostics())
    Rules.push_back(
        {{"id", I.Id.str()},
         {"name", I.Name.str()},
         {"shortDescription", {{"text", I.Summary.str()}}},
         {"helpUri", (HelpBase + "/" + I.Id + ".md").str()},
         {"defaultConfiguration", {{"level", sarifLevel(I.Level)}}}});
  json Results = json::array();
  for (const Diagnostic &D : Diags) {
    const DiagInfo &I = info(D.ID);
    json Result = {
        {"ruleId", I.Id.str()},
        {"ruleIndex", static_cast<int>(D.ID)},
        {"level", sarifLevel(I.Level)},
        {"message",
         {{"text", D.Suggestion.empty() ? D.Message
                                        : D.Message + ". " + D.Suggestion}}},
        {"locations",
         json::array({{{"physicalLocation",
                        {{"artifactLocation", {{"uri", uriOf(D.File)}}},
                         {"region", region(D.Begin, D.End)}}}}})}};
    if (!D.Fixes.empty()) {
      json Fixes = json::array();
      for (const FixIt &F : D.Fixes) {
        json Replacements = json::array();
        for (const TextEdit &E : F.Edits)
          Replacements.push_back({{"deletedRegion", region(E.Begin, E.End)},
                                  {"insertedContent", {{"text", E.NewText}}}});
        Fixes.push_back(
            {{"description", {{"text", F.Description}}},
             {"artifactChanges",
              json::array({{{"artifactLocation", {{"uri", uriOf(D.File)}}},
                            {"replacements", Replacements}}})}});
      }
      Result["fixes"] = Fixes;
    }
    Results.push_back(Result);
  }
  json Log = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", json::array({{{"tool",
                              {{"driver",
                                {{"name", "musify"},
                                 {"version", MUSIFY_VERSION_STRING},
                                 {"semanticVersion", MUSIFY_VERSION_STRING},
                                 {"rules", Rules}}}}},
                             {"columnKind", "utf16CodeUnits"},
                             {"results", Results}}})}};
  return Log.dump(2) + "\n";
}

} // namespace musify
