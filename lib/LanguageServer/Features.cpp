//===- Features.cpp - Diagnostics, code actions and hover as LSP ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Features.h"
#include "musify/Rules/RuleQuery.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <tuple>

namespace musify {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace {

Value rangeOf(const Position &Begin, const Position &End) {
  return Object{
      {"start",
       Object{{"line", Begin.LspLine}, {"character", Begin.LspCharacter}}},
      {"end", Object{{"line", End.LspLine}, {"character", End.LspCharacter}}}};
}

int severityOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return 1;
  case Severity::Warning:
    return 2;
  case Severity::Note:
    break;
  }
  return 3; // Information: a note is not a hint to be greyed out
}

bool before(int64_t LineA, int64_t CharA, int64_t LineB, int64_t CharB) {
  return std::tie(LineA, CharA) < std::tie(LineB, CharB);
}

/// Whether \p D's range and \p R overlap or touch.
bool touches(const Diagnostic &D, const lsp::Range &R) {
  return !before(D.End.LspLine, D.End.LspCharacter, R.Start.Line,
                 R.Start.Character) &&
         !before(R.End.Line, R.End.Character, D.Begin.LspLine,
                 D.Begin.LspCharacter);
}

bool wanted(llvm::StringRef Kind, const std::vector<std::string> &Only) {
  if (Only.empty())
    return true;
  for (llvm::StringRef O : Only)
    if (Kind == O || Kind.starts_with((O + ".").str()))
      return true;
  return false;
}

Value workspaceEdit(llvm::StringRef Uri, Array Edits) {
  return Object{{"changes", Object{{Uri, std::move(Edits)}}}};
}

Value migrateFileAction(const BufferAnalysis &A, llvm::StringRef Uri) {
  lsp::Range Whole{{0, 0}, lsp::positionAt(A.Text, A.Text.size())};
  Array Edits{Object{{"range", Whole}, {"newText", A.Migrated}}};
  return Object{{"title", MigrateFileTitle},
                {"kind", "refactor.rewrite"},
                {"edit", workspaceEdit(Uri, std::move(Edits))}};
}

bool overlaps(const lsp::Range &A, const lsp::Range &B) {
  return !before(A.End.Line, A.End.Character, B.Start.Line,
                 B.Start.Character) &&
         !before(B.End.Line, B.End.Character, A.Start.Line, A.Start.Character);
}

/// The rename of \p R as a quick fix for \p Where: there when a place of
/// it in this file touches \p Where; with the project's note about the
/// name (MU0004) when that touches it too.
std::optional<Value> renameAction(const BufferAnalysis &A,
                                  const ProjectRename &R,
                                  const lsp::Range &Where,
                                  llvm::StringRef DocsBase,
                                  bool DocumentChanges) {
  auto Here = R.Files.find(A.Path);
  if (Here == R.Files.end() ||
      llvm::none_of(Here->second.Ranges,
                    [&](const lsp::Range &P) { return overlaps(P, Where); }))
    return std::nullopt;
  Array Notes;
  for (const Diagnostic &D : A.Diagnostics)
    if (D.ID == DiagID::SymbolRenamed && touches(D, Where) &&
        llvm::StringRef(A.Text).substr(D.Begin.Offset,
                                       D.End.Offset - D.Begin.Offset) == R.From)
      Notes.push_back(toLspDiagnostic(D, DocsBase));
  size_t Files = R.Files.size(), Places = R.places();
  std::string Title =
      "rename '" + R.From + "' to '" + R.To + "' in the " + "project (" +
      std::to_string(Places) + " place" + (Places == 1 ? "" : "s") + " in " +
      std::to_string(Files) + " file" + (Files == 1 ? "" : "s") + ")";
  return Value(Object{{"title", Title},
                      {"kind", "quickfix"},
                      {"isPreferred", true},
                      {"diagnostics", std::move(Notes)},
                      {"edit", renameEdit(R, DocumentChanges)}});
}

} // namespace

Value renameEdit(const ProjectRename &R, bool DocumentChanges) {
  Array Documents;
  Object Changes;
  for (const auto &[Path, F] : R.Files) {
    Array Edits;
    for (const lsp::Range &Range : F.Ranges)
      Edits.push_back(Object{{"range", Range}, {"newText", R.To}});
    if (!DocumentChanges) {
      Changes[F.Uri] = std::move(Edits);
      continue;
    }
    Value Version = F.Version ? Value(*F.Version) : Value(nullptr);
    Documents.push_back(
        Object{{"textDocument", Object{{"uri", F.Uri}, {"version", Version}}},
               {"edits", std::move(Edits)}});
  }
  if (DocumentChanges)
    return Object{{"documentChanges", std::move(Documents)}};
  return Object{{"changes", std::move(Changes)}};
}

Value toLspDiagnostic(const Diagnostic &D, llvm::StringRef DocsBase) {
  const DiagInfo &I = info(D.ID);
  std::string Message = D.Message;
  if (!D.Suggestion.empty())
    Message += "\n" + D.Suggestion;
  Object Out{{"range", rangeOf(D.Begin, D.End)},
             {"severity", severityOf(D.level())},
             {"code", I.Id},
             {"source", "musify"},
             {"message", Message}};
  if (!DocsBase.empty())
    Out["codeDescription"] =
        Object{{"href", (DocsBase + "/" + I.Id + ".md").str()}};
  if (!D.Also.empty()) {
    Array Related;
    for (const Location &L : D.Also)
      Related.push_back(Object{
          {"location", Object{{"uri", lsp::uriFromPath(absolutePath(L.File))},
                              {"range", rangeOf(L.Begin, L.End)}}},
          {"message", "the same finding here"}});
    Out["relatedInformation"] = std::move(Related);
  }
  return Out;
}

Value publishParams(const BufferAnalysis &A, llvm::StringRef Uri,
                    llvm::StringRef DocsBase) {
  Array Diags;
  for (const Diagnostic &D : A.Diagnostics)
    Diags.push_back(toLspDiagnostic(D, DocsBase));
  return Object{
      {"uri", Uri}, {"version", A.Version}, {"diagnostics", std::move(Diags)}};
}

Array codeActions(const BufferAnalysis &A, llvm::StringRef Uri,
                  const lsp::Range &Where, const std::vector<std::string> &Only,
                  llvm::StringRef DocsBase, bool DocumentChanges) {
  Array Actions;
  if (wanted("quickfix", Only))
    for (const ProjectRename &R : A.Renames)
      if (std::optional<Value> Action =
              renameAction(A, R, Where, DocsBase, DocumentChanges))
        Actions.push_back(std::move(*Action));
  for (const Diagnostic &D : A.Diagnostics) {
    // A project rename's one edit is not a fix: the rename above is.
    if (D.Fixes.empty() || !touches(D, Where) || !wanted("quickfix", Only) ||
        D.ID == DiagID::SymbolRenamed)
      continue;
    for (const FixIt &F : D.Fixes) {
      Array Edits;
      for (const TextEdit &E : F.Edits)
        Edits.push_back(
            Object{{"range", rangeOf(E.Begin, E.End)}, {"newText", E.NewText}});
      Actions.push_back(
          Object{{"title", F.Description},
                 {"kind", "quickfix"},
                 {"diagnostics", Array{toLspDiagnostic(D, DocsBase)}},
                 {"edit", workspaceEdit(Uri, std::move(Edits))}});
    }
  }
  if (A.Migrated != A.Text && wanted("refactor.rewrite", Only))
    Actions.push_back(migrateFileAction(A, Uri));
  return Actions;
}

std::optional<Value> hoverAt(const RuleSet &Rules, llvm::StringRef Text,
                             lsp::Position At) {
  llvm::Expected<size_t> Offset = lsp::offsetAt(Text, At);
  if (!Offset) {
    llvm::consumeError(Offset.takeError());
    return std::nullopt;
  }
  auto Word = [&](llvm::function_ref<bool(char)> In) {
    size_t B = *Offset, E = *Offset;
    while (B > 0 && In(Text[B - 1]))
      --B;
    while (E < Text.size() && In(Text[E]))
      ++E;
    return std::make_pair(B, E);
  };
  auto Identifier = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  // A header's name (cuda_runtime.h, cub/cub.cuh) or an identifier: the
  // longer that names a rule.
  auto Candidates = {
      Word([&](char C) { return Identifier(C) || C == '.' || C == '/'; }),
      Word(Identifier)};
  for (auto [B, E] : Candidates) {
    llvm::StringRef Name = Text.slice(B, E);
    if (Name.empty() || llvm::isDigit(Name.front()))
      continue;
    std::vector<const Rule *> Matches = findRules(Rules, Name);
    if (Matches.empty())
      continue;
    std::string Printed;
    llvm::raw_string_ostream OS(Printed);
    for (const Rule *R : Matches)
      printRule(Rules, *R, OS);
    OS.flush();
    size_t NameBegin = Text.find(Name, B);
    lsp::Range Range{lsp::positionAt(Text, NameBegin),
                     lsp::positionAt(Text, NameBegin + Name.size())};
    return Value(
        Object{{"contents", Object{{"kind", "plaintext"}, {"value", Printed}}},
               {"range", Range}});
  }
  return std::nullopt;
}

} // namespace musify
