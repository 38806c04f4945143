//===- BuildScriptScanner.cpp - Rules in CMake, Make, setup.py ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/ScriptText.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/FileKinds.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace musify {

static bool endsFlag(char C) {
  return llvm::isSpace(C) || C == '"' || C == '\'' || C == ')' || C == ';';
}

/// Where a compiler flag that starts before \p End ends: at the end of its
/// word, or of the next word when the flag takes its value after a space
/// (`-gencode arch=compute_80,code=sm_80`).
static size_t flagEnd(llvm::StringRef Content, size_t End) {
  if (End < Content.size() && (Content[End] == ' ' || Content[End] == '\t') &&
      llvm::isAlpha(Content[End - 1])) {
    size_t Next = Content.find_first_not_of(" \t", End);
    if (Next != llvm::StringRef::npos && !endsFlag(Content[Next]) &&
        Content[Next] != '-')
      End = Next;
  }
  while (End < Content.size() && !endsFlag(Content[End]))
    ++End;
  return End;
}

llvm::StringSet<> cmakeDefinedNames(const ScriptText &Text) {
  llvm::StringSet<> Names;
  for (const ScriptText::Command &C : Text.commands()) {
    if (!C.Name.equals_insensitive("set") &&
        !C.Name.equals_insensitive("option") &&
        !C.Name.equals_insensitive("function") &&
        !C.Name.equals_insensitive("macro"))
      continue;
    llvm::StringRef Name = Text.content()
                               .drop_front(C.Open + 1)
                               .ltrim(" \t\r\n")
                               .take_while(isIdentifierChar);
    if (!Name.empty())
      Names.insert(Name);
  }
  return Names;
}

/// Whether the unquoted CMake argument \p Arg names one CUDA source file.
static bool isCudaSourceArgument(llvm::StringRef Arg) {
  if (Arg.contains("${") || Arg.contains("$<") || Arg.contains('*') ||
      Arg.contains('?'))
    return false;
  return isTranslationUnit(Arg) && fileLanguage(Arg) == FileLanguage::Cuda &&
         !musaFileName(Arg).empty();
}

std::vector<llvm::StringRef> cmakeCudaSourceArguments(const ScriptText &Script,
                                                      size_t Offset) {
  std::vector<llvm::StringRef> Sources;
  for (llvm::StringRef Arg : Script.unquotedArguments(Offset))
    if (isCudaSourceArgument(Arg))
      Sources.push_back(Arg);
  return Sources;
}

std::vector<TokenMatch> scanBuildScript(const ScriptText &Script,
                                        const RuleSet &Rules) {
  std::vector<TokenMatch> All;
  llvm::StringRef Content = Script.content(), Kind = Script.kind();
  for (const Rule *R : Rules.buildRules()) {
    if (!llvm::is_contained(R->Scripts, Kind))
      continue;
    llvm::StringRef Text = R->Cuda;
    for (size_t At = Content.find(Text); At != llvm::StringRef::npos;
         At = Content.find(Text, At + 1)) {
      if (isIdentifierChar(Text.front()) && At > 0 &&
          isIdentifierChar(Content[At - 1]))
        continue;
      size_t End = At + Text.size();
      if (!R->Prefix && isIdentifierChar(Text.back()) && End < Content.size() &&
          isIdentifierChar(Content[End]))
        continue;
      if (Script.inComment(At))
        continue;
      if (llvm::StringRef(R->Musa).contains(ArchPlaceholder))
        End = flagEnd(Content, End);
      All.push_back({static_cast<unsigned>(At), static_cast<unsigned>(End - At),
                     R, false});
    }
  }
  std::sort(
      All.begin(), All.end(), [](const TokenMatch &A, const TokenMatch &B) {
        return A.Offset != B.Offset ? A.Offset < B.Offset : A.Length > B.Length;
      });
  std::vector<TokenMatch> Kept;
  for (const TokenMatch &M : All)
    if (Kept.empty() || M.Offset >= Kept.back().Offset + Kept.back().Length)
      Kept.push_back(M);
  return Kept;
}

static bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// [Begin, End) widened by the blanks on either side of it, on its line.
static std::pair<size_t, size_t> withBlanks(llvm::StringRef Content,
                                            size_t Begin, size_t End) {
  size_t B = Begin, E = End;
  while (B > 0 && isBlank(Content[B - 1]))
    --B;
  while (E < Content.size() && isBlank(Content[E]))
    ++E;
  return {B, E};
}

/// A quoted element of a Python list, with the comma on one of its sides.
static std::pair<size_t, size_t> listElement(llvm::StringRef Content,
                                             size_t Begin, size_t End) {
  auto [B, E] = withBlanks(Content, Begin, End);
  if (E < Content.size() && Content[E] == ',') {
    size_t After = withBlanks(Content, E, E + 1).second;
    // The next element on the next line: no blank left at this one's end.
    if (After == Content.size() || Content[After] == '\n')
      return {B, E + 1};
    return {Begin, After};
  }
  if (B > 0 && Content[B - 1] == ',')
    return {B - 1, End};
  return {Begin, End};
}

/// [Begin, End) as {offset, length}; its whole line, with the line break,
/// where nothing but blanks is left on it.
static std::pair<size_t, size_t> orWholeLine(llvm::StringRef Content,
                                             size_t Begin, size_t End) {
  auto [B, E] = withBlanks(Content, Begin, End);
  if ((B == 0 || Content[B - 1] == '\n') &&
      (E == Content.size() || Content[E] == '\n'))
    return {B, std::min(E + 1, Content.size()) - B};
  return {Begin, End - Begin};
}

std::pair<size_t, size_t> flagRemoval(llvm::StringRef Content, size_t Offset,
                                      size_t Length, llvm::StringRef Kind) {
  size_t Begin = Offset, End = Offset + Length;
  char Before = Begin > 0 ? Content[Begin - 1] : '\0';
  if ((Before == '"' || Before == '\'') && End < Content.size() &&
      Content[End] == Before) {
    --Begin;
    ++End;
    if (Kind == "python") {
      auto [B, E] = listElement(Content, Begin, End);
      return orWholeLine(Content, B, E);
    }
  }
  auto [B, E] = withBlanks(Content, Begin, End);
  bool LineStart = B == 0 || Content[B - 1] == '\n';
  bool LineEnd = E == Content.size() || Content[E] == '\n';
  // One separating run of blanks goes with the flag: the one before it,
  // or the one after it where the flag starts its string or line.
  if (B < Begin && !LineStart)
    return orWholeLine(Content, B, End);
  return orWholeLine(Content, Begin, LineEnd ? End : E);
}

} // namespace musify
