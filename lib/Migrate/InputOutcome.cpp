//===- InputOutcome.cpp - What migrating one input decided ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "InputOutcome.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"
#include <fmt/format.h>

namespace musify {

using nlohmann::json;

std::string contentHash(llvm::StringRef Text) {
  return fmt::format("{:016x}", llvm::xxh3_64bits(Text));
}

namespace {

json positionToJson(const Position &P) {
  return json::array({P.Offset, P.Line, P.Column, P.LspLine, P.LspCharacter});
}

Position positionFromJson(const json &J) {
  return Position{J.at(0), J.at(1), J.at(2), J.at(3), J.at(4)};
}

json diagnosticToJson(const Diagnostic &D) {
  json Fixes = json::array();
  for (const FixIt &X : D.Fixes) {
    json Changes = json::array();
    for (const TextEdit &T : X.Edits)
      Changes.push_back(
          {positionToJson(T.Begin), positionToJson(T.End), T.NewText});
    Fixes.push_back({X.Description, Changes});
  }
  return {static_cast<int>(D.ID), positionToJson(D.Begin),
          positionToJson(D.End),  D.Message,
          D.Suggestion,           Fixes,
          D.Api,                  D.Family};
}

std::optional<Diagnostic> diagnosticFromJson(const json &D,
                                             const std::string &File) {
  int ID = D.at(0);
  if (ID < 0 || ID >= static_cast<int>(allDiagnostics().size()))
    return std::nullopt;
  Diagnostic X;
  X.ID = static_cast<DiagID>(ID);
  X.File = File;
  X.Begin = positionFromJson(D.at(1));
  X.End = positionFromJson(D.at(2));
  X.Message = D.at(3);
  X.Suggestion = D.at(4);
  for (const json &Fix : D.at(5)) {
    FixIt Y{Fix.at(0), {}};
    for (const json &T : Fix.at(1))
      Y.Edits.push_back(
          {positionFromJson(T.at(0)), positionFromJson(T.at(1)), T.at(2)});
    X.Fixes.push_back(Y);
  }
  X.Api = D.at(6);
  X.Family = D.at(7);
  return X;
}

// A file's edits travel as one string, a line per edit: offset, length,
// the rule's kind (its number, 0 for none), its CUDA name, and the text,
// separated by tabs; `\=` for a text that is the rule's own replacement
// (most of them). Thousands of edits per file as JSON arrays cost more
// to build, write, read and free than the token pass that found them.
void appendEscaped(llvm::StringRef S, std::string &Out) {
  for (char C : S) {
    if (C == '\\' || C == '\t' || C == '\n') {
      Out += '\\';
      Out += C == '\t' ? 't' : C == '\n' ? 'n' : '\\';
    } else {
      Out += C;
    }
  }
}

bool unescape(llvm::StringRef S, std::string &Out) {
  Out.clear();
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] != '\\') {
      Out += S[I];
      continue;
    }
    if (++I == S.size())
      return false;
    char C = S[I];
    if (C != 't' && C != 'n' && C != '\\')
      return false;
    Out += C == 't' ? '\t' : C == 'n' ? '\n' : '\\';
  }
  return true;
}

std::string editsToText(const FileEdits &Edits) {
  std::string Out;
  for (const auto &[Offset, E] : Edits.edits()) {
    fmt::format_to(std::back_inserter(Out), "{}\t{}\t{}\t", E.Offset,
                   E.Length, E.R ? static_cast<int>(E.R->Kind) + 1 : 0);
    if (E.R)
      appendEscaped(E.R->Cuda, Out);
    Out += '\t';
    if (E.R && E.Text == E.R->referenceText())
      Out += "\\=";
    else
      appendEscaped(E.Text, Out);
    Out += '\n';
  }
  return Out;
}

/// Restores the edits editsToText wrote for \p M; false when the text is
/// not that, an edit lies outside the file, or its rule is gone.
bool editsFromText(llvm::StringRef Text, const RuleSet &Rules,
                   FileMigration &M) {
  size_t Size = M.content().size();
  std::string Cuda, NewText;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    llvm::SmallVector<llvm::StringRef, 5> Fields;
    Line.split(Fields, '\t');
    unsigned Offset, Length, Kind;
    if (Fields.size() != 5 || Fields[0].getAsInteger(10, Offset) ||
        Fields[1].getAsInteger(10, Length) ||
        Fields[2].getAsInteger(10, Kind) || Offset > Size ||
        Length > Size - Offset || !unescape(Fields[3], Cuda) ||
        Kind > static_cast<unsigned>(RuleKind::Fragment) + 1)
      return false;
    const Rule *R = nullptr;
    if (Kind) {
      R = Rules.lookupExact(static_cast<RuleKind>(Kind - 1), Cuda);
      if (!R)
        return false;
    }
    if (R && Fields[4] == "\\=")
      NewText = R->referenceText().str();
    else if (!unescape(Fields[4], NewText))
      return false;
    M.restoreEdit({Offset, Length, NewText, R});
  }
  return true;
}

json fileToJson(const FileMigration &F) {
  json Diags = json::array();
  for (const Diagnostic &D : F.diagnostics())
    Diags.push_back(diagnosticToJson(D));
  return {{"path", F.path()},
          {"hash", contentHash(F.content())},
          {"edits", editsToText(F.edits())},
          {"diagnostics", Diags},
          {"userNames", std::vector<unsigned>(F.userNames().begin(),
                                              F.userNames().end())},
          {"tokenOnly", F.tokenOnlyReason()}};
}

std::optional<FileMigration> fileFromJson(const json &F, const RuleSet &Rules) {
  std::string P = F.at("path");
  auto Buffer = llvm::MemoryBuffer::getFile(P, /*IsText=*/false);
  if (!Buffer || contentHash((*Buffer)->getBuffer()) != F.at("hash"))
    return std::nullopt; // this file changed: its decisions are stale
  llvm::StringRef Content = (*Buffer)->getBuffer();
  FileMigration M(P, Content.str());
  if (!editsFromText(F.at("edits").get_ref<const std::string &>(), Rules, M))
    return std::nullopt;
  for (const json &D : F.at("diagnostics")) {
    std::optional<Diagnostic> X = diagnosticFromJson(D, P);
    if (!X)
      return std::nullopt;
    M.restoreDiagnostic(std::move(*X));
  }
  for (unsigned Offset : F.at("userNames"))
    M.protect(Offset);
  M.restoreTokenOnlyReason(F.at("tokenOnly"));
  return M;
}

} // namespace

json outcomeToJson(const InputOutcome &O) {
  json List = json::array();
  for (const FileMigration &F : O.Files)
    List.push_back(fileToJson(F));
  json Declared = json::object();
  for (const auto &[Name, D] : O.Symbols.Declared)
    Declared[Name] = {D.Kind, D.File, D.Line, D.FromBuild, D.Files, D.Offset};
  const PhaseTimes &T = O.Times;
  return {{"parsed", O.Parsed},
          {"seconds", {T.Parse, T.Match, T.Checks, T.TokenPass, T.HeaderCache}},
          {"preambles", {T.PreamblesBuilt, T.PreambleParses, T.PreambleRetries}},
          {"files", List},
          {"includes", O.IncludedNames},
          {"symbols", {{"declared", Declared}, {"kept", O.Symbols.Kept}}}};
}

std::optional<InputOutcome> outcomeFromJson(const json &J,
                                            const RuleSet &Rules) {
  // Whatever the JSON holds, a wrong type or a missing field makes the
  // record unusable, never the run fail.
  try {
    InputOutcome O;
    for (const json &F : J.at("files")) {
      std::optional<FileMigration> M = fileFromJson(F, Rules);
      if (!M)
        return std::nullopt;
      O.Files.push_back(std::move(*M));
    }
    O.Parsed = J.at("parsed");
    if (J.contains("seconds")) {
      const json &T = J.at("seconds");
      O.Times.Parse = T.at(0), O.Times.Match = T.at(1);
      O.Times.Checks = T.at(2), O.Times.TokenPass = T.at(3);
      if (T.size() > 4)
        O.Times.HeaderCache = T.at(4);
    }
    if (J.contains("preambles")) {
      const json &P = J.at("preambles");
      O.Times.PreamblesBuilt = P.at(0), O.Times.PreambleParses = P.at(1);
      O.Times.PreambleRetries = P.at(2);
    }
    for (const json &Name : J.at("includes"))
      O.IncludedNames.insert(Name.get<std::string>());
    const json &S = J.at("symbols");
    for (const auto &[Name, D] : S.at("declared").items())
      O.Symbols.Declared[Name] = {D.at(0), D.at(1), D.at(2),
                                  D.at(5), D.at(4), D.at(3)};
    for (const auto &[Name, Why] : S.at("kept").items())
      O.Symbols.Kept[Name] = Why;
    return O;
  } catch (const json::exception &) {
    return std::nullopt;
  }
}

} // namespace musify
