//===- InputOutcome.cpp - What migrating one input decided ----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "InputOutcome.h"
#include "musify/Support/Paths.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"
#include <fmt/format.h>

namespace musify {

using nlohmann::json;

std::string contentHash(llvm::StringRef Text) {
  return fmt::format("{:016x}", llvm::xxh3_64bits(Text));
}

namespace {

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
    fmt::format_to(std::back_inserter(Out), "{}\t{}\t{}\t", E.Offset, E.Length,
                   E.R ? static_cast<int>(E.R->Kind) + 1 : 0);
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

// A file's diagnostics travel the same way, a line each: the ID, the two
// positions (five numbers each), the message, the suggestion, the API and
// its family, the number of fixes, then for each fix its description, the
// number of its edits and, for each edit, two positions and the text. A
// file of the token pass has one for every name it renamed on name tables
// alone: as JSON arrays, building them was most of the record's cost.
void appendPosition(const Position &P, std::string &Out) {
  fmt::format_to(std::back_inserter(Out), "{}\t{}\t{}\t{}\t{}\t", P.Offset,
                 P.Line, P.Column, P.LspLine, P.LspCharacter);
}

void appendField(llvm::StringRef S, std::string &Out) {
  appendEscaped(S, Out);
  Out += '\t';
}

std::string diagnosticsToText(const std::vector<Diagnostic> &Diags) {
  std::string Out;
  for (const Diagnostic &D : Diags) {
    Out += std::to_string(static_cast<int>(D.ID)) + '\t';
    appendPosition(D.Begin, Out);
    appendPosition(D.End, Out);
    for (llvm::StringRef S :
         {llvm::StringRef(D.Message), llvm::StringRef(D.Suggestion),
          llvm::StringRef(D.Api), llvm::StringRef(D.Family)})
      appendField(S, Out);
    Out += std::to_string(D.Fixes.size());
    for (const FixIt &X : D.Fixes) {
      Out += '\t';
      appendField(X.Description, Out);
      Out += std::to_string(X.Edits.size());
      for (const TextEdit &T : X.Edits) {
        Out += '\t';
        appendPosition(T.Begin, Out);
        appendPosition(T.End, Out);
        appendEscaped(T.NewText, Out);
      }
    }
    Out += '\n';
  }
  return Out;
}

/// Reads the fields of one line of diagnosticsToText in order.
class FieldReader {
public:
  explicit FieldReader(llvm::StringRef Line) { Line.split(Fields, '\t'); }
  bool number(unsigned &N) {
    return I < Fields.size() && !Fields[I++].getAsInteger(10, N);
  }
  bool text(std::string &S) {
    return I < Fields.size() && unescape(Fields[I++], S);
  }
  bool position(Position &P) {
    return number(P.Offset) && number(P.Line) && number(P.Column) &&
           number(P.LspLine) && number(P.LspCharacter);
  }
  bool atEnd() const { return I == Fields.size(); }

private:
  llvm::SmallVector<llvm::StringRef, 24> Fields;
  size_t I = 0;
};

std::optional<Diagnostic> diagnosticFromText(llvm::StringRef Line,
                                             const std::string &File) {
  FieldReader R(Line);
  Diagnostic D;
  D.File = File;
  unsigned ID, Fixes;
  if (!R.number(ID) || ID >= allDiagnostics().size() || !R.position(D.Begin) ||
      !R.position(D.End) || !R.text(D.Message) || !R.text(D.Suggestion) ||
      !R.text(D.Api) || !R.text(D.Family) || !R.number(Fixes))
    return std::nullopt;
  D.ID = static_cast<DiagID>(ID);
  for (unsigned F = 0; F < Fixes; ++F) {
    FixIt X;
    unsigned Edits;
    if (!R.text(X.Description) || !R.number(Edits))
      return std::nullopt;
    for (unsigned E = 0; E < Edits; ++E) {
      TextEdit T;
      if (!R.position(T.Begin) || !R.position(T.End) || !R.text(T.NewText))
        return std::nullopt;
      X.Edits.push_back(std::move(T));
    }
    D.Fixes.push_back(std::move(X));
  }
  if (!R.atEnd())
    return std::nullopt;
  return D;
}

/// Restores the diagnostics diagnosticsToText wrote for \p M; false when
/// the text is not that.
bool diagnosticsFromText(llvm::StringRef Text, FileMigration &M) {
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    std::optional<Diagnostic> D = diagnosticFromText(Line, M.path());
    if (!D)
      return false;
    M.restoreDiagnostic(std::move(*D));
  }
  return true;
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
  return {{"path", F.path()},
          {"hash", contentHash(F.content())},
          {"edits", editsToText(F.edits())},
          {"diagnostics", diagnosticsToText(F.diagnostics())},
          {"userNames",
           std::vector<unsigned>(F.userNames().begin(), F.userNames().end())},
          {"tokenOnly", F.tokenOnlyReason()},
          {"namesNoCuda", F.namesNoCuda()},
          {"embeds", F.embeds()},
          {"declaredCudaNames", F.declaredCudaNames()}};
}

std::optional<FileMigration>
fileFromJson(const json &F, const RuleSet &Rules,
             const std::map<std::string, std::string> *Overlays) {
  std::string P = F.at("path");
  auto Overlay = Overlays
                     ? Overlays->find(absolutePath(P))
                     : std::map<std::string, std::string>::const_iterator();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      Overlays && Overlay != Overlays->end()
          ? llvm::MemoryBuffer::getMemBuffer(Overlay->second, P, false)
          : llvm::MemoryBuffer::getFile(P, /*IsText=*/false);
  if (!Buffer || contentHash((*Buffer)->getBuffer()) != F.at("hash"))
    return std::nullopt; // this file changed: its decisions are stale
  llvm::StringRef Content = (*Buffer)->getBuffer();
  FileMigration M(P, Content.str());
  if (!editsFromText(F.at("edits").get_ref<const std::string &>(), Rules, M))
    return std::nullopt;
  if (!diagnosticsFromText(F.at("diagnostics").get_ref<const std::string &>(),
                           M))
    return std::nullopt;
  for (unsigned Offset : F.at("userNames"))
    M.protect(Offset);
  M.restoreTokenOnlyReason(F.at("tokenOnly"));
  M.restoreNamesNoCuda(F.value("namesNoCuda", false));
  M.noteEmbeds(F.value("embeds", false));
  const json &Declared = F.at("declaredCudaNames");
  if (!Declared.is_array())
    return std::nullopt;
  for (const std::string &Name : Declared)
    M.noteDeclaredCudaName(Name);
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
  return {
      {"parsed", O.Parsed},
      {"seconds", {T.Parse, T.Match, T.Checks, T.TokenPass, T.HeaderCache}},
      {"preambles", {T.PreamblesBuilt, T.PreambleParses, T.PreambleRetries}},
      {"files", List},
      {"includes", O.IncludedNames},
      {"symbols", {{"declared", Declared}, {"kept", O.Symbols.Kept}}}};
}

std::optional<InputOutcome>
outcomeFromJson(const json &J, const RuleSet &Rules,
                const std::map<std::string, std::string> *Overlays) {
  // Whatever the JSON holds, a wrong type or a missing field makes the
  // record unusable, never the run fail.
  try {
    InputOutcome O;
    for (const json &F : J.at("files")) {
      std::optional<FileMigration> M = fileFromJson(F, Rules, Overlays);
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
