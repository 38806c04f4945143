//===- JsonEmitter.cpp - Diagnostics as JSON for editors and CI -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/Emitters.h"
#include "musify/Support/Version.h"
#include <nlohmann/json.hpp>

namespace musify {

using nlohmann::json;

static json toJson(const Position &P) {
  return {{"line", P.LspLine}, {"character", P.LspCharacter}};
}

static json toJson(const Position &B, const Position &E) {
  return {{"start", toJson(B)}, {"end", toJson(E)}};
}

std::string diagnosticsToJson(const std::vector<Diagnostic> &Diags) {
  json List = json::array();
  for (const Diagnostic &D : Diags) {
    const DiagInfo &I = info(D.ID);
    json Fixes = json::array();
    for (const FixIt &F : D.Fixes) {
      json Edits = json::array();
      for (const TextEdit &E : F.Edits)
        Edits.push_back(
            {{"range", toJson(E.Begin, E.End)}, {"newText", E.NewText}});
      Fixes.push_back({{"title", F.Description}, {"edits", Edits}});
    }
    json Also = json::array();
    for (const Location &L : D.Also)
      Also.push_back({{"file", L.File},
                      {"range", toJson(L.Begin, L.End)},
                      {"line", L.Begin.Line},
                      {"column", L.Begin.Column}});
    List.push_back({{"id", std::string(I.Id)},
                    {"name", std::string(I.Name)},
                    {"severity", std::string(toString(D.level()))},
                    {"message", D.Message},
                    {"file", D.File},
                    {"range", toJson(D.Begin, D.End)},
                    {"line", D.Begin.Line},
                    {"column", D.Begin.Column},
                    {"suggestion", D.Suggestion},
                    {"fixes", Fixes},
                    {"also", Also}});
  }
  json Doc = {{"tool", "musify"},
              {"version", MUSIFY_VERSION_STRING},
              {"schemaVersion", 1},
              {"diagnostics", List}};
  return Doc.dump(2) + "\n";
}

} // namespace musify
