//===- PreprocessorLines.cpp - Logical lines and directives ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/PreprocessorLines.h"
#include "clang/Basic/CharInfo.h"
#include <algorithm>

namespace musify {

static bool endsInContinuation(llvm::StringRef Before) {
  return Before.ends_with("\\") || Before.ends_with("\\\r");
}

size_t logicalLineEnd(llvm::StringRef Content, size_t Start) {
  size_t End = Start;
  while ((End = Content.find('\n', End)) != llvm::StringRef::npos) {
    if (!endsInContinuation(Content.slice(Start, End)))
      return End;
    ++End;
  }
  return Content.size();
}

unsigned logicalLineStart(llvm::StringRef Content, unsigned Offset) {
  // rfind looks before its second argument: a newline just before Offset
  // ends the line before.
  size_t Start = Content.rfind('\n', Offset);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  while (Start >= 2 && endsInContinuation(Content.take_front(Start - 1))) {
    size_t Prev = Content.rfind('\n', Start - 2);
    Start = Prev == llvm::StringRef::npos ? 0 : Prev + 1;
  }
  return static_cast<unsigned>(Start);
}

Directive parseDirective(llvm::StringRef Line) {
  llvm::StringRef L = Line.ltrim(" \t");
  if (!L.consume_front("#"))
    return {};
  L = L.ltrim(" \t");
  llvm::StringRef Keyword =
      L.take_while([](char C) { return clang::isAsciiIdentifierContinue(C); });
  return {Keyword, L.drop_front(Keyword.size())};
}

Directive directiveAt(llvm::StringRef Content, unsigned Start) {
  return parseDirective(Content.slice(Start, logicalLineEnd(Content, Start)));
}

size_t pastLiteralOrComment(llvm::StringRef Text, size_t I) {
  llvm::StringRef Rest = Text.drop_front(I);
  if (Rest.starts_with("//"))
    return std::min(Text.size(), Text.find('\n', I));
  if (Rest.starts_with("/*")) {
    size_t Close = Text.find("*/", I + 2);
    return Close == llvm::StringRef::npos ? Text.size() : Close + 2;
  }
  // A raw string (R"x(...)x", with an encoding prefix) ends at its
  // delimiter, over newlines, quotes and backslashes.
  bool WordStart = I == 0 || !clang::isAsciiIdentifierContinue(Text[I - 1]);
  for (llvm::StringRef Prefix : {"R\"", "u8R\"", "uR\"", "UR\"", "LR\""}) {
    if (!WordStart || !Rest.starts_with(Prefix))
      continue;
    size_t Open = Rest.find('(', Prefix.size());
    llvm::StringRef Delimiter = Rest.slice(Prefix.size(), Open);
    if (Open == llvm::StringRef::npos || Delimiter.size() > 16 ||
        Delimiter.find_first_of(" ()\\\t\n\"") != llvm::StringRef::npos)
      break;
    size_t Close = Rest.find((")" + Delimiter.str() + "\""), Open + 1);
    return Close == llvm::StringRef::npos ? Text.size()
                                          : I + Close + Delimiter.size() + 2;
  }
  char Quote = Rest.empty() ? 0 : Rest.front();
  if (Quote != '"' &&
      !(Quote == '\'' &&
        (I == 0 || !clang::isAsciiIdentifierContinue(Text[I - 1]))))
    return I;
  size_t J = I + 1;
  while (J < Text.size() && Text[J] != Quote && Text[J] != '\n')
    J += Text[J] == '\\' ? 2 : 1;
  return std::min(J + 1, Text.size());
}

std::vector<std::pair<unsigned, unsigned>>
commentsAndLiterals(llvm::StringRef Text) {
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  for (size_t At = 0; At < Text.size();) {
    size_t Past = pastLiteralOrComment(Text, At);
    if (Past == At) {
      ++At;
      continue;
    }
    Ranges.emplace_back(static_cast<unsigned>(At), static_cast<unsigned>(Past));
    At = Past;
  }
  return Ranges;
}

bool inRanges(llvm::ArrayRef<std::pair<unsigned, unsigned>> Ranges,
              unsigned Offset) {
  for (const auto &[Begin, End] : Ranges)
    if (Offset >= Begin && Offset < End)
      return true;
  return false;
}

void forEachCodeWord(
    llvm::StringRef Text,
    llvm::function_ref<size_t(size_t Begin, size_t End)> Visit) {
  for (size_t At = 0; At < Text.size();) {
    if (size_t Past = pastLiteralOrComment(Text, At); Past != At) {
      At = Past;
      continue;
    }
    if (!clang::isAsciiIdentifierContinue(Text[At])) {
      ++At;
      continue;
    }
    size_t End = At;
    while (End < Text.size() && clang::isAsciiIdentifierContinue(Text[End]))
      ++End;
    At = clang::isAsciiIdentifierStart(Text[At]) ? std::max(Visit(At, End), End)
                                                 : End;
  }
}

} // namespace musify
