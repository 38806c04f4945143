//===- Words.cpp - Finding names in source text and build scripts ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/Words.h"
#include "musify/Support/PreprocessorLines.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace musify {

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

bool isPathNameChar(char C) {
  return isIdentifierChar(C) || C == '-' || C == '.';
}

std::optional<IncludeLine> parseIncludeLine(llvm::StringRef Line) {
  llvm::StringRef L = Line.ltrim(" \t");
  if (!L.consume_front("#"))
    return std::nullopt;
  L = L.ltrim(" \t");
  if (!L.consume_front("include"))
    return std::nullopt;
  bool Next = L.consume_front("_next");
  L = L.ltrim(" \t");
  if (L.empty() || (L.front() != '"' && L.front() != '<'))
    return std::nullopt;
  IncludeLine Include;
  Include.Next = Next;
  Include.Angled = L.front() == '<';
  size_t Close = L.find(Include.Angled ? '>' : '"', 1);
  if (Close == llvm::StringRef::npos)
    return std::nullopt;
  Include.Name = L.slice(1, Close);
  Include.Offset = Include.Name.data() - Line.data();
  return Include;
}

llvm::StringRef conditionAt(llvm::StringRef Text, size_t Offset) {
  if (Offset > Text.size())
    return "";
  unsigned Begin = logicalLineStart(Text, static_cast<unsigned>(Offset));
  llvm::StringRef Line = Text.slice(Begin, logicalLineEnd(Text, Begin));
  llvm::StringRef Keyword = parseDirective(Line).Keyword;
  return Keyword == "if" || Keyword == "elif" ? Line : llvm::StringRef();
}

std::optional<DefineLine> parseDefineLine(llvm::StringRef Line) {
  llvm::StringRef L = Line.ltrim(" \t");
  if (!L.consume_front("#"))
    return std::nullopt;
  L = L.ltrim(" \t");
  if (!L.consume_front("define") || L.empty() || !llvm::isSpace(L.front()))
    return std::nullopt;
  L = L.ltrim(" \t");
  llvm::StringRef Name = L.take_while(isIdentifierChar);
  if (Name.empty())
    return std::nullopt;
  return DefineLine{Name, L.drop_front(Name.size())};
}

std::optional<unsigned long long>
integerLiteralValue(llvm::StringRef Spelling) {
  llvm::StringRef Digits = Spelling.rtrim("uUlL");
  unsigned long long N = 0;
  if (Digits.empty() || !llvm::isDigit(Digits.front()) ||
      Digits.getAsInteger(0, N))
    return std::nullopt;
  return N;
}

llvm::StringMap<unsigned long long> integerDefines(llvm::StringRef Text) {
  llvm::StringMap<unsigned long long> Values;
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    std::optional<DefineLine> D = parseDefineLine(Line);
    if (!D || D->Rest.empty() || !llvm::isSpace(D->Rest.front()))
      continue; // not object-like, or nothing defined
    llvm::StringRef Body = D->Rest.ltrim();
    llvm::StringRef Literal = Body.take_while(isIdentifierChar);
    llvm::StringRef After = Body.drop_front(Literal.size()).trim();
    std::optional<unsigned long long> N = integerLiteralValue(Literal);
    Values.erase(D->Name);
    if (N &&
        (After.empty() || After.starts_with("//") || After.starts_with("/*")))
      Values[D->Name] = *N;
  }
  return Values;
}

std::vector<IncludeDirective> includeDirectives(llvm::StringRef Text) {
  std::vector<IncludeDirective> Out;
  bool InComment = false;
  for (size_t Begin = 0; Begin < Text.size();) {
    size_t End = std::min(Text.find('\n', Begin), Text.size());
    llvm::StringRef Line = Text.slice(Begin, End);
    if (InComment) {
      size_t Close = Line.find("*/");
      InComment = Close == llvm::StringRef::npos;
      Line = InComment ? "" : Line.drop_front(Close + 2);
    }
    if (std::optional<IncludeLine> Include = parseIncludeLine(Line))
      Out.push_back({Include->Name.str(), Begin, End});
    // A block comment opened and not closed on this line.
    size_t Open = Line.rfind("/*");
    if (Open != llvm::StringRef::npos &&
        Line.find("*/", Open + 2) == llvm::StringRef::npos &&
        Line.take_front(Open).find("//") == llvm::StringRef::npos)
      InComment = true;
    Begin = End + 1;
  }
  return Out;
}

void forEachIdentifier(
    llvm::StringRef Text,
    llvm::function_ref<void(unsigned Offset, llvm::StringRef Name)> Each) {
  if (Text.empty())
    return;
  // Clang's lexer stops only at a NUL just past the end of its buffer; a
  // slice of a larger text (one line of a file) would be read on past its
  // end. Lex a NUL-terminated copy.
  std::string Copy = Text.str();
  Text = Copy;
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CUDA = true;
  // A fake start location: token offsets are then plain differences.
  clang::SourceLocation Start = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer Lex(Start, LO, Text.begin(), Text.begin(), Text.end());
  clang::Token Tok;
  bool InInclude = false, AfterHash = false;
  while (true) {
    bool End = Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    unsigned Offset =
        Tok.getLocation().getRawEncoding() - Start.getRawEncoding();
    if (Tok.isAtStartOfLine()) {
      InInclude = false;
      AfterHash = Tok.is(clang::tok::hash);
    } else if (AfterHash) {
      // The raw lexer splits <foo_cuda.h> into tokens; file renames handle
      // include lines.
      AfterHash = false;
      InInclude = Tok.is(clang::tok::raw_identifier) &&
                  (Tok.getRawIdentifier() == "include" ||
                   Tok.getRawIdentifier() == "include_next" ||
                   Tok.getRawIdentifier() == "import");
    }
    if (!InInclude && Tok.is(clang::tok::raw_identifier))
      Each(Offset, Tok.getRawIdentifier());
    if (End)
      break;
  }
}

void forEachMacroWord(llvm::StringRef Text, llvm::StringRef Name,
                      llvm::function_ref<void(size_t Offset)> Each) {
  size_t At = 0;
  while ((At = Text.find(Name, At)) != llvm::StringRef::npos) {
    size_t End = At + Name.size();
    if ((At == 0 || !isIdentifierChar(Text[At - 1]) ||
         Text.slice(At >= 2 ? At - 2 : 0, At) == "-D") &&
        (End == Text.size() || !isIdentifierChar(Text[End])))
      Each(At);
    At = End;
  }
}

void forEachPathWord(
    llvm::StringRef Text, llvm::StringRef Name,
    llvm::function_ref<void(size_t Offset, bool InPath)> Each) {
  size_t At = 0;
  while ((At = Text.find(Name, At)) != llvm::StringRef::npos) {
    size_t End = At + Name.size();
    char Before = At ? Text[At - 1] : ' ';
    char After = End < Text.size() ? Text[End] : ' ';
    if (!isPathNameChar(Before) && !isPathNameChar(After))
      Each(At, Before == '/' || After == '/');
    At = End;
  }
}

} // namespace musify
