//===- ScriptText.cpp - What a build script's text is ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/ScriptText.h"
#include "musify/Rewrite/Words.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <string>

namespace musify {

bool ScriptText::Spans::contain(size_t Offset) const {
  return endOf(Offset) != Offset;
}

size_t ScriptText::Spans::endOf(size_t Offset) const {
  auto It = llvm::upper_bound(
      List, Offset, [](size_t O, const auto &S) { return O < S.first; });
  if (It == List.begin() || Offset >= std::prev(It)->second)
    return Offset;
  return std::prev(It)->second;
}

ScriptText::ScriptText(llvm::StringRef Content, llvm::StringRef Kind)
    : Content(Content), Kind(Kind) {
  if (Kind == "cmake")
    lexCMake();
  else if (Kind == "python")
    lexPython();
  else
    lexMake();
}

const ScriptText::Command *ScriptText::commandAt(size_t Offset) const {
  auto It = llvm::upper_bound(
      Commands, Offset, [](size_t O, const Command &C) { return O < C.Open; });
  if (It == Commands.begin() || Offset > std::prev(It)->Close)
    return nullptr;
  return &*std::prev(It);
}

bool ScriptText::inSettingCommand(size_t Offset) const {
  const Command *C = commandAt(Offset);
  if (!C)
    return true;
  std::string Name = C->Name.lower();
  if (Name == "message" || Name == "if" || Name == "elseif" || Name == "while")
    return false;
  if (Name != "string")
    return true;
  llvm::StringRef Mode =
      Content.drop_front(C->Open + 1).ltrim().take_while(isIdentifierChar);
  return Mode == "APPEND" || Mode == "PREPEND";
}

size_t ScriptText::commandEnd(size_t Offset) const {
  const Command *C = commandAt(Offset);
  return C && Offset > C->Open ? C->Close + 1 : llvm::StringRef::npos;
}

std::vector<llvm::StringRef>
ScriptText::unquotedArguments(size_t Offset) const {
  std::vector<llvm::StringRef> Out;
  const Command *C = commandAt(Offset);
  if (!C)
    return Out;
  for (size_t I = C->Open + 1; I < C->Close;) {
    if (llvm::isSpace(Content[I])) {
      ++I;
    } else if (inComment(I)) {
      I = Comments.endOf(I);
    } else if (inQuotes(I)) {
      I = Quoted.endOf(I); // a quoted argument: not one of these
    } else {
      size_t Begin = I;
      int Depth = 0; // $<...> and (...) inside one argument
      for (; I < C->Close; ++I) {
        char D = Content[I];
        if (D == '(' || D == '<')
          ++Depth;
        else if ((D == ')' || D == '>') && Depth > 0)
          --Depth;
        else if (Depth == 0 &&
                 (llvm::isSpace(D) || inComment(I) || inQuotes(I)))
          break;
      }
      Out.push_back(Content.slice(Begin, I));
    }
  }
  return Out;
}

llvm::ArrayRef<size_t> ScriptText::valuesOf(llvm::StringRef Name) const {
  auto It = Values.find(Name);
  if (It == Values.end())
    return {};
  return It->second;
}

/// Whether an argument may begin at \p At (a bracket argument's `[[` does
/// not open one in the middle of a word: `a[[b`).
bool ScriptText::startsArgument(size_t At) const {
  return At == 0 || llvm::isSpace(Content[At - 1]) || Content[At - 1] == '(';
}

/// The length of an opening bracket (`[[`, `[==[`) at \p At, or 0.
size_t ScriptText::bracketOpen(size_t At) const {
  if (At >= Content.size() || Content[At] != '[')
    return 0;
  size_t Equals = Content.drop_front(At + 1)
                      .take_while([](char C) { return C == '='; })
                      .size();
  size_t Second = At + 1 + Equals;
  return Second < Content.size() && Content[Second] == '[' ? Equals + 2 : 0;
}

/// The end of the bracket that \p Open (its length) opened at \p At.
size_t ScriptText::bracketEnd(size_t At, size_t Open) const {
  std::string Close = "]" + std::string(Open - 2, '=') + "]";
  size_t End = Content.find(Close, At + Open);
  return End == llvm::StringRef::npos ? Content.size() : End + Close.size();
}

size_t ScriptText::lineEnd(size_t At) const {
  size_t End = Content.find('\n', At);
  return End == llvm::StringRef::npos ? Content.size() : End;
}

size_t ScriptText::quoteEnd(size_t At, char Quote) const {
  size_t I = At + 1;
  while (I < Content.size() && Content[I] != Quote)
    I += Content[I] == '\\' ? 2 : 1;
  return std::min(I + 1, Content.size());
}

void ScriptText::lexCMake() {
  int Depth = 0;
  Command Current;
  for (size_t I = 0; I < Content.size();) {
    char C = Content[I];
    size_t Next = I + 1;
    if (C == '\\') {
      Next = std::min(I + 2, Content.size()); // an escape: \" \# \(
    } else if (C == '#') {
      size_t Open = bracketOpen(I + 1);
      Next = Open ? bracketEnd(I + 1, Open) : lineEnd(I);
      Comments.add(I, Next);
    } else if (C == '"') {
      Next = quoteEnd(I, '"');
      Quoted.add(I, Next);
    } else if (size_t Open = startsArgument(I) ? bracketOpen(I) : 0) {
      Next = bracketEnd(I, Open); // a bracket argument
      Quoted.add(I, Next);
    } else if (C == '(') {
      if (Depth++ == 0) {
        size_t NameEnd = Content.take_front(I).rtrim(" \t").size();
        size_t NameBegin = NameEnd;
        while (NameBegin > 0 && isIdentifierChar(Content[NameBegin - 1]))
          --NameBegin;
        Current.Name = Content.slice(NameBegin, NameEnd);
        Current.Open = I;
      }
    } else if (C == ')' && Depth > 0 && --Depth == 0) {
      Current.Close = I;
      Commands.push_back(Current);
      noteSet(Current);
    }
    I = Next;
  }
}

/// set(NAME value ...): where its value begins.
void ScriptText::noteSet(const Command &C) {
  if (!C.Name.equals_insensitive("set"))
    return;
  size_t I = C.Open + 1;
  auto SkipBlanks = [&] {
    while (I < C.Close && llvm::isSpace(Content[I]))
      ++I;
  };
  SkipBlanks();
  size_t NameBegin = I;
  while (I < C.Close && isIdentifierChar(Content[I]))
    ++I;
  llvm::StringRef Name = Content.slice(NameBegin, I);
  size_t AfterName = I;
  SkipBlanks();
  if (Name.empty() || I == AfterName || I >= C.Close)
    return;
  Values[Name].push_back(Content[I] == '"' ? I + 1 : I);
}

/// Python: `#` comments outside strings; a string's quote, escapes and
/// triple quotes (over several lines) as Python reads them.
void ScriptText::lexPython() {
  for (size_t I = 0; I < Content.size();) {
    char C = Content[I];
    size_t Next = I + 1;
    if (C == '#') {
      Next = lineEnd(I);
      Comments.add(I, Next);
    } else if (C == '"' || C == '\'') {
      Next = pythonStringEnd(I);
      Quoted.add(I, Next);
    }
    I = Next;
  }
}

/// The end of the Python string whose quote is at \p At.
size_t ScriptText::pythonStringEnd(size_t At) const {
  std::string Triple(3, Content[At]);
  bool Long = Content.substr(At, 3) == Triple;
  size_t I = At + (Long ? 3 : 1);
  while (I < Content.size()) {
    if (Long ? Content.substr(I, 3) == Triple
             : Content[I] == Content[At] || Content[I] == '\n')
      break;
    I += Content[I] == '\\' ? 2 : 1;
  }
  return std::min(I + (Long ? 3 : 1), Content.size());
}

/// Make: `#` comments (not `\#`), and assignments.
void ScriptText::lexMake() {
  for (size_t Begin = 0; Begin < Content.size();) {
    size_t End = lineEnd(Begin);
    for (size_t I = Begin; I < End; ++I)
      if (Content[I] == '#' && (I == Begin || Content[I - 1] != '\\')) {
        Comments.add(I, End);
        break;
      }
    noteAssignment(Begin, End);
    Begin = End + 1;
  }
}

/// `NAME = value` (also `:=`, `::=`, `?=`; after `export` or `override`):
/// where its value begins.
void ScriptText::noteAssignment(size_t Begin, size_t End) {
  llvm::StringRef Line = Content.slice(Begin, End).ltrim(" ");
  for (llvm::StringRef Word : {"export ", "override "})
    if (Line.consume_front(Word))
      Line = Line.ltrim(" ");
  llvm::StringRef Name = Line.take_while(isIdentifierChar);
  llvm::StringRef Rest = Line.drop_front(Name.size()).ltrim(" \t");
  if (Name.empty() || !(Rest.consume_front("=") || Rest.consume_front(":=") ||
                        Rest.consume_front("::=") || Rest.consume_front("?=")))
    return;
  Rest = Rest.ltrim(" \t");
  Values[Name].push_back(End - Rest.size());
}

} // namespace musify
