//===- Comparisons.cpp - Macro comparisons in #if lines -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Comparisons.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>
#include <regex>

namespace musify {

bool MacroComparison::holds(unsigned long long A) const {
  if (Op == ">=")
    return A >= Value;
  if (Op == ">")
    return A > Value;
  if (Op == "<=")
    return A <= Value;
  if (Op == "<")
    return A < Value;
  if (Op == "==")
    return A == Value;
  return A != Value;
}

static std::string flip(llvm::StringRef Op) {
  if (Op == ">=")
    return "<=";
  if (Op == "<=")
    return ">=";
  if (Op == ">")
    return "<";
  if (Op == "<")
    return ">";
  return Op.str();
}

void forEachMacroComparison(
    llvm::StringRef Content, llvm::ArrayRef<llvm::StringRef> Macros,
    const std::function<void(const MacroComparison &)> &Found) {
  // Compiled at the first #if or #elif only: most files have none, and
  // building the two expressions costs more than scanning a large file.
  std::optional<std::regex> Forward, Backward;
  auto Compile = [&] {
    std::string Alternatives;
    for (llvm::StringRef M : Macros)
      Alternatives += (Alternatives.empty() ? "" : "|") + M.str();
    Forward.emplace("\\b(" + Alternatives +
                    ")\\s*(>=|<=|==|!=|>|<)\\s*\\(?\\s*(\\d+)[uUlL]*");
    Backward.emplace("(\\d+)[uUlL]*\\s*\\)?\\s*(>=|<=|==|!=|>|<)\\s*(" +
                     Alternatives + ")\\b");
  };
  size_t Start = 0;
  while (Start < Content.size()) {
    size_t End = Start;
    // A directive may continue over escaped newlines; offsets stay those of
    // the file because the backslash-newline pairs are kept in the text.
    do {
      End = Content.find('\n', End);
      if (End == llvm::StringRef::npos)
        End = Content.size();
      else if (End > Start && Content[End - 1] == '\\' ||
               (End > Start + 1 && Content[End - 1] == '\r' &&
                Content[End - 2] == '\\'))
        ++End;
      else
        break;
    } while (End < Content.size());
    llvm::StringRef Line = Content.slice(Start, End);
    llvm::StringRef Trimmed = Line.ltrim(" \t");
    if (Trimmed.consume_front("#")) {
      Trimmed = Trimmed.ltrim(" \t");
      if (Trimmed.starts_with("if") || Trimmed.starts_with("elif")) {
        if (!Forward)
          Compile();
        std::string Text = Line.str();
        for (auto It = std::sregex_iterator(Text.begin(), Text.end(), *Forward);
             It != std::sregex_iterator(); ++It) {
          const std::smatch &M = *It;
          // A number too large for 64 bits compares with no version.
          unsigned long long N = 0;
          if (llvm::StringRef(M[3].str()).getAsInteger(10, N))
            continue;
          Found({static_cast<unsigned>(Start + M.position(1)), M[1].str(),
                 M[2].str(), N, M[0].str()});
        }
        for (auto It =
                 std::sregex_iterator(Text.begin(), Text.end(), *Backward);
             It != std::sregex_iterator(); ++It) {
          const std::smatch &M = *It;
          unsigned long long N = 0;
          if (llvm::StringRef(M[1].str()).getAsInteger(10, N))
            continue;
          Found({static_cast<unsigned>(Start + M.position(3)), M[3].str(),
                 flip(M[2].str()), N, M[0].str()});
        }
      }
    }
    Start = End + 1;
  }
}

} // namespace musify
