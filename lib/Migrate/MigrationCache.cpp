//===- MigrationCache.cpp - Reuse what an unchanged input produced --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MigrationCache.h"
#include "musify/Output/OutputWriter.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <fmt/format.h>

namespace musify {

using nlohmann::json;

std::string MigrationCache::hashOf(llvm::StringRef Text) {
  return fmt::format("{:016x}", llvm::xxh3_64bits(Text));
}

MigrationCache::MigrationCache(std::string P, std::string F,
                               const RuleSet &Rules,
                               const std::vector<std::string> &Current)
    // The format of the entries is part of the fingerprint: a cache written
    // by a musify that stored less is not read.
    : Path(std::move(P)), Fingerprint(std::move(F) + "/format-2"), Rules(Rules),
      Inputs(Current) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return;
  json J = json::parse((*Buffer)->getBuffer().str(), nullptr,
                       /*allow_exceptions=*/false);
  // A cache written with other rules or options is of no use.
  if (!J.is_discarded() && J.value("fingerprint", "") == Fingerprint &&
      J.contains("inputs") && J["inputs"].is_object()) {
    Entries = J["inputs"];
    std::set<std::string> Known;
    for (const json &K : J.value("files", json::array()))
      Known.insert(K.get<std::string>());
    for (const std::string &In : Inputs)
      if (!Known.count(In))
        NewNames.insert(llvm::sys::path::filename(In).str());
  }
}

static json positionToJson(const Position &P) {
  return json::array({P.Offset, P.Line, P.Column, P.LspLine, P.LspCharacter});
}

static Position positionFromJson(const json &J) {
  return Position{J[0], J[1], J[2], J[3], J[4]};
}

void MigrationCache::store(const std::string &Input,
                           const std::vector<FileMigration> &Files, bool Parsed,
                           const ProjectSymbolFacts &Symbols,
                           const std::set<std::string> &IncludedNames) {
  json List = json::array();
  for (const FileMigration &F : Files) {
    json Edits = json::array();
    for (const auto &[Offset, E] : F.edits().edits())
      Edits.push_back({E.Offset, E.Length, E.Text,
                       E.R ? std::string(toString(E.R->Kind)) : "",
                       E.R ? E.R->Cuda : ""});
    json Diags = json::array();
    for (const Diagnostic &D : F.diagnostics()) {
      json Fixes = json::array();
      for (const FixIt &X : D.Fixes) {
        json Changes = json::array();
        for (const TextEdit &T : X.Edits)
          Changes.push_back(
              {positionToJson(T.Begin), positionToJson(T.End), T.NewText});
        Fixes.push_back({X.Description, Changes});
      }
      Diags.push_back({static_cast<int>(D.ID), positionToJson(D.Begin),
                       positionToJson(D.End), D.Message, D.Suggestion, Fixes,
                       D.Api, D.Family});
    }
    List.push_back({{"path", F.path()},
                    {"hash", hashOf(F.content())},
                    {"edits", Edits},
                    {"diagnostics", Diags},
                    {"userNames", std::vector<unsigned>(F.userNames().begin(),
                                                        F.userNames().end())},
                    {"tokenOnly", F.tokenOnlyReason()}});
  }
  json Declared = json::object();
  for (const auto &[Name, D] : Symbols.Declared)
    Declared[Name] = {D.Kind, D.File, D.Line, D.FromBuild, D.Files, D.Offset};
  Entries[Input] = {
      {"parsed", Parsed},
      {"files", List},
      {"includes", IncludedNames},
      {"symbols", {{"declared", Declared}, {"kept", Symbols.Kept}}}};
}

std::optional<std::vector<FileMigration>>
MigrationCache::lookup(const std::string &Input, bool &Parsed,
                       ProjectSymbolFacts &Symbols) const {
  auto It = Entries.find(Input);
  if (It == Entries.end())
    return std::nullopt;
  for (const json &Name : It->value("includes", json::array()))
    if (NewNames.count(Name.get<std::string>()))
      return std::nullopt; // a new file of that name may be found instead
  std::vector<FileMigration> Files;
  for (const json &F : (*It)["files"]) {
    std::string P = F["path"];
    auto Buffer = llvm::MemoryBuffer::getFile(P, /*IsText=*/false);
    if (!Buffer || hashOf((*Buffer)->getBuffer()) != F["hash"])
      return std::nullopt; // this file changed: parse again
    FileMigration M(P, (*Buffer)->getBuffer().str());
    for (const json &E : F["edits"]) {
      const Rule *R = nullptr;
      std::string Kind = E[3], Cuda = E[4];
      if (!Kind.empty()) {
        auto K = parseRuleKind(Kind);
        R = K ? Rules.lookupExact(*K, Cuda) : nullptr;
        if (!R)
          return std::nullopt;
      }
      M.restoreEdit({E[0], E[1], E[2], R});
    }
    for (const json &D : F["diagnostics"]) {
      Diagnostic X;
      X.ID = static_cast<DiagID>(D[0].get<int>());
      X.File = P;
      X.Begin = positionFromJson(D[1]);
      X.End = positionFromJson(D[2]);
      X.Message = D[3];
      X.Suggestion = D[4];
      for (const json &Fix : D[5]) {
        FixIt Y{Fix[0], {}};
        for (const json &T : Fix[1])
          Y.Edits.push_back(
              {positionFromJson(T[0]), positionFromJson(T[1]), T[2]});
        X.Fixes.push_back(Y);
      }
      X.Api = D[6];
      X.Family = D[7];
      M.restoreDiagnostic(std::move(X));
    }
    for (unsigned Offset : F["userNames"])
      M.protect(Offset);
    M.restoreTokenOnlyReason(F["tokenOnly"]);
    Files.push_back(std::move(M));
  }
  Parsed = (*It)["parsed"];
  if (It->contains("symbols")) {
    const json &S = (*It)["symbols"];
    for (const auto &[Name, D] : S["declared"].items())
      Symbols.Declared[Name] = {D[0], D[1], D[2], D[5], D[4], D[3]};
    for (const auto &[Name, Why] : S["kept"].items())
      Symbols.Kept[Name] = Why;
  }
  return Files;
}

void MigrationCache::save() const {
  json J = {
      {"fingerprint", Fingerprint}, {"files", Inputs}, {"inputs", Entries}};
  if (llvm::Error E = writeFileAtomically(Path, J.dump() + "\n"))
    llvm::consumeError(std::move(E));
}

} // namespace musify
