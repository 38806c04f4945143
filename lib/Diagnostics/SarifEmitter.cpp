//===- SarifEmitter.cpp - Diagnostics as SARIF 2.1.0 ----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// For code-scanning dashboards. The shape follows the OASIS SARIF 2.1.0
// standard and what code-scanning services read (relative locations under
// a base id, partial fingerprints, rule help); the tests validate it against
// the official OASIS schema.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Emitters.h"
#include "musify/Support/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA1.h"
#include <fmt/format.h>
#include <map>
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

/// SARIF wants URIs; paths are written with every byte but RFC 3986's
/// unreserved characters and `/` percent-encoded (UTF-8 bytes one by one).
static std::string encodePath(llvm::StringRef Path) {
  std::string Uri;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~' ||
        C == '/')
      Uri += static_cast<char>(C);
    else
      Uri += fmt::format("%{:02X}", C);
  }
  return Uri;
}

static std::string fileUri(llvm::StringRef AbsolutePath) {
  return "file://" + encodePath(AbsolutePath);
}

namespace {

/// Writes artifact locations: relative to SRCROOT under the source root,
/// absolute file:// URIs elsewhere.
class Locator {
public:
  explicit Locator(const SarifOptions &O) : O(O) {
    if (!O.SourceRoot.empty()) {
      Root = O.SourceRoot;
      llvm::sys::path::remove_dots(Root, /*remove_dot_dot=*/true);
    }
  }

  /// The path relative to the source root ("" when outside it).
  std::string relative(llvm::StringRef Path) const {
    llvm::SmallString<256> Abs(Path);
    if (!llvm::sys::path::is_absolute(Abs) && !O.WorkingDirectory.empty())
      llvm::sys::fs::make_absolute(O.WorkingDirectory, Abs);
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    llvm::StringRef Rest = Abs;
    if (Root.empty() || !Rest.consume_front(Root) ||
        !(Rest.empty() || Rest.starts_with("/")))
      return "";
    return Rest.drop_front(Rest.empty() ? 0 : 1).str();
  }

  json artifact(llvm::StringRef Path) const {
    std::string Rel = relative(Path);
    if (!Rel.empty())
      return {{"uri", encodePath(Rel)}, {"uriBaseId", "SRCROOT"}};
    llvm::SmallString<256> Abs(Path);
    if (!O.WorkingDirectory.empty())
      llvm::sys::fs::make_absolute(O.WorkingDirectory, Abs);
    return {{"uri", llvm::sys::path::is_absolute(Abs) ? fileUri(Abs)
                                                      : encodePath(Abs)}};
  }

  json baseIds() const {
    json Ids = json::object();
    if (!Root.empty())
      Ids["SRCROOT"] = {{"uri", fileUri(Root) + "/"}};
    return Ids;
  }

private:
  const SarifOptions &O;
  llvm::SmallString<256> Root;
};

} // namespace

/// The page's first paragraph under its title, without the **What.** lead.
static std::string firstParagraph(llvm::StringRef Page) {
  llvm::SmallVector<llvm::StringRef> Paragraphs;
  Page.split(Paragraphs, "\n\n", -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Paragraphs) {
    P = P.trim();
    if (P.starts_with("#"))
      continue;
    if (P.starts_with("**")) {
      size_t Lead = P.find("** ", 2);
      if (Lead != llvm::StringRef::npos)
        P = P.drop_front(Lead + 3);
    }
    llvm::SmallVector<llvm::StringRef> Lines;
    P.split(Lines, '\n');
    std::string Text;
    for (llvm::StringRef L : Lines)
      Text += (Text.empty() ? "" : " ") + L.trim().str();
    return Text;
  }
  return "";
}

static json ruleOf(const DiagInfo &I, const SarifOptions &O) {
  json Rule = {{"id", I.Id.str()},
               {"name", I.Name.str()},
               {"shortDescription", {{"text", I.Summary.str()}}},
               {"helpUri", O.HelpBase + "/" + I.Id.str() + ".md"},
               {"defaultConfiguration", {{"level", sarifLevel(I.Level)}}}};
  auto Page = O.Pages.find(I.Id.str());
  if (Page != O.Pages.end() && !Page->second.empty()) {
    std::string First = firstParagraph(Page->second);
    Rule["fullDescription"] = {
        {"text", First.empty() ? I.Summary.str() : First}};
    Rule["help"] = {{"text", Page->second}, {"markdown", Page->second}};
  }
  return Rule;
}

/// Stable across runs and line shifts: the rule, the file relative to the
/// source root, the message (which names the code, not its line), and
/// which of the file's identical findings this is.
static std::string fingerprint(const DiagInfo &I, llvm::StringRef File,
                               llvm::StringRef Message, unsigned Ordinal) {
  std::string Key = fmt::format("{}\n{}\n{}\n{}", I.Id.str(), File.str(),
                                Message.str(), Ordinal);
  auto Hash = llvm::SHA1::hash(llvm::arrayRefFromStringRef(Key));
  return llvm::toHex(Hash, /*LowerCase=*/true).substr(0, 32) + ":" +
         std::to_string(Ordinal + 1);
}

static json fixesOf(const Diagnostic &D, const Locator &L) {
  json Fixes = json::array();
  for (const FixIt &F : D.Fixes) {
    json Replacements = json::array();
    for (const TextEdit &E : F.Edits)
      Replacements.push_back({{"deletedRegion", region(E.Begin, E.End)},
                              {"insertedContent", {{"text", E.NewText}}}});
    Fixes.push_back({{"description", {{"text", F.Description}}},
                     {"artifactChanges",
                      json::array({{{"artifactLocation", L.artifact(D.File)},
                                    {"replacements", Replacements}}})}});
  }
  return Fixes;
}

std::string diagnosticsToSarif(const std::vector<Diagnostic> &Diags,
                               const SarifOptions &Options) {
  Locator L(Options);
  json Rules = json::array();
  for (const DiagInfo &I : allDiagnostics())
    Rules.push_back(ruleOf(I, Options));
  json Results = json::array();
  std::map<std::string, unsigned> Seen;
  for (const Diagnostic &D : Diags) {
    const DiagInfo &I = info(D.ID);
    std::string Where = L.relative(D.File);
    if (Where.empty())
      Where = D.File;
    unsigned Ordinal = Seen[I.Id.str() + "\n" + Where + "\n" + D.Message]++;
    json Result = {
        {"ruleId", I.Id.str()},
        {"ruleIndex", static_cast<int>(D.ID)},
        {"level", sarifLevel(D.level())},
        {"message", {{"text", D.Message}}},
        {"locations", json::array({{{"physicalLocation",
                                     {{"artifactLocation", L.artifact(D.File)},
                                      {"region", region(D.Begin, D.End)}}}}})},
        {"partialFingerprints",
         {{"musifyFindingHash/v1",
           fingerprint(I, Where, D.Message, Ordinal)}}}};
    if (!D.Suggestion.empty())
      Result["properties"] = {{"suggestion", D.Suggestion}};
    if (!D.Also.empty()) {
      json Related = json::array();
      for (const Location &A : D.Also)
        Related.push_back({{"id", static_cast<int>(Related.size())},
                           {"physicalLocation",
                            {{"artifactLocation", L.artifact(A.File)},
                             {"region", region(A.Begin, A.End)}}}});
      Result["relatedLocations"] = Related;
    }
    if (!D.Fixes.empty())
      Result["fixes"] = fixesOf(D, L);
    Results.push_back(Result);
  }
  json Run = {{"tool",
               {{"driver",
                 {{"name", "musify"},
                  {"version", MUSIFY_VERSION_STRING},
                  {"semanticVersion", MUSIFY_VERSION_STRING},
                  {"rules", Rules}}}}},
              {"columnKind", "utf16CodeUnits"},
              {"results", Results}};
  json BaseIds = L.baseIds();
  if (!BaseIds.empty())
    Run["originalUriBaseIds"] = BaseIds;
  json Log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
              {"version", "2.1.0"},
              {"runs", json::array({Run})}};
  return Log.dump(2) + "\n";
}

} // namespace musify
