//===- Comparisons.cpp - Macro comparisons in #if lines -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Comparisons.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <optional>
#include <vector>

namespace musify {

bool comparisonHolds(llvm::StringRef Op, unsigned long long Actual,
                     unsigned long long Value) {
  if (Op == ">=")
    return Actual >= Value;
  if (Op == ">")
    return Actual > Value;
  if (Op == "<=")
    return Actual <= Value;
  if (Op == "<")
    return Actual < Value;
  if (Op == "==")
    return Actual == Value;
  return Actual != Value;
}

std::string decidedText(bool Value, llvm::StringRef Was) {
  return (llvm::Twine(Value ? "1" : "0") + " /* was " + Was + " */").str();
}

bool MacroComparison::holds(unsigned long long A) const {
  return comparisonHolds(Op, A, Value);
}

llvm::StringRef swappedOperator(llvm::StringRef Op) {
  if (Op == ">=")
    return "<=";
  if (Op == "<=")
    return ">=";
  if (Op == ">")
    return "<";
  if (Op == "<")
    return ">";
  return Op;
}

bool definesMacro(llvm::StringRef S, llvm::StringRef Name) {
  for (size_t Start = 0; Start < S.size();) {
    size_t End = logicalLineEnd(S, Start);
    Directive D = parseDirective(S.slice(Start, End));
    llvm::StringRef Rest = D.Rest.ltrim(" \t");
    if (D.Keyword == "define" && Rest.consume_front(Name) &&
        (Rest.empty() || !clang::isAsciiIdentifierContinue(Rest.front())))
      return true;
    Start = End + 1;
  }
  return false;
}

bool operandBoundBefore(llvm::StringRef S, size_t Begin) {
  size_t End = Begin;
  // Over line breaks too: in code an operand may come a line after its
  // operator (a directive's last line is no operator, so this only ever
  // leaves a test undecided).
  while (End > 0 && (clang::isWhitespace(S[End - 1]) || S[End - 1] == '\\'))
    --End;
  if (End == 0)
    return false;
  char C = S[End - 1];
  // Arithmetic, a unary not, a cast's parenthesis, another comparison.
  if (llvm::is_contained("+-*/%<>~!)", C))
    return true;
  if (C == '=' && End > 1 && llvm::is_contained("<>=!", S[End - 2]))
    return true;
  return S.take_front(End).ends_with("sizeof") &&
         (End == 6 || !clang::isAsciiIdentifierContinue(S[End - 7]));
}

bool operandBoundAfter(llvm::StringRef S, size_t End) {
  size_t At = End;
  while (At < S.size()) {
    if (clang::isWhitespace(S[At]) || S[At] == '\\')
      ++At;
    else if (size_t Past = pastLiteralOrComment(S, At);
             Past != At && S[At] == '/')
      At = Past;
    else
      break;
  }
  return At < S.size() && llvm::is_contained("+-*/%<>", S[At]);
}

namespace {

bool isSuffix(char C) { return C == 'u' || C == 'U' || C == 'l' || C == 'L'; }

/// Whether \p C next to a run of digits makes it part of another token: a
/// hex or binary literal (0x2710), a digit separator (11'000), a float.
bool continuesNumber(char C) {
  return clang::isAsciiIdentifierContinue(C) || C == '\'' || C == '.';
}

/// Whether the digits [Begin, End) of \p Line are a decimal literal, not
/// an octal one (020000 is 8192).
bool decimalLiteral(llvm::StringRef Line, size_t Begin, size_t End) {
  return End > Begin && (Line[Begin] != '0' || End - Begin == 1);
}

/// The comparison operator at \p Pos of \p Line, longest first; empty if
/// none.
llvm::StringRef operatorAt(llvm::StringRef Line, size_t Pos) {
  for (llvm::StringRef Op : {">=", "<=", "==", "!=", ">", "<"})
    if (Line.substr(Pos).starts_with(Op))
      return Op;
  return {};
}

/// The operator that ends just before \p End of \p Line, longest first.
llvm::StringRef operatorBefore(llvm::StringRef Line, size_t End) {
  for (llvm::StringRef Op : {">=", "<=", "==", "!=", ">", "<"})
    if (Line.substr(0, End).ends_with(Op))
      return Op;
  return {};
}

/// The end of the identifier that starts at \p Pos of \p Line (\p Pos if
/// none does).
size_t identifierEnd(llvm::StringRef Line, size_t Pos) {
  if (Pos >= Line.size() || !clang::isAsciiIdentifierStart(Line[Pos]))
    return Pos;
  while (Pos < Line.size() && clang::isAsciiIdentifierContinue(Line[Pos]))
    ++Pos;
  return Pos;
}

/// A project macro whose value \p Lookup knows, written just before \p End
/// of \p Line (`GGML_CUDA_CC_VOLTA <= __CUDA_ARCH__`): its value, with the
/// text from the name up to \p End; the caller fills in the rest.
std::optional<MacroComparison>
namedValueBefore(llvm::StringRef Line, size_t End, size_t Floor,
                 const IntegerMacroLookup &Lookup) {
  size_t Pos = End;
  while (Pos > Floor && clang::isAsciiIdentifierContinue(Line[Pos - 1]))
    --Pos;
  if (!Lookup || Pos == End || identifierEnd(Line, Pos) != End)
    return std::nullopt;
  std::optional<unsigned long long> N = Lookup(Line.slice(Pos, End));
  if (!N)
    return std::nullopt;
  MacroComparison C;
  C.Value = *N;
  C.Text = Line.slice(Pos, End).str();
  C.TextOffset = static_cast<unsigned>(Pos);
  return C;
}

/// Compares `MACRO op (N` after the macro name at [Begin, End) of \p Line,
/// the integer suffix included; the scan is linear, so a line of any length
/// is safe (a backtracking regular expression ran out of stack on a long run
/// of digits).
std::optional<MacroComparison>
comparisonAfter(llvm::StringRef Line, size_t Begin, size_t End,
                const IntegerMacroLookup &Lookup) {
  size_t Pos = End;
  auto SkipSpaces = [&] {
    while (Pos < Line.size() && clang::isWhitespace(Line[Pos]))
      ++Pos;
  };
  SkipSpaces();
  llvm::StringRef Op = operatorAt(Line, Pos);
  if (Op.empty())
    return std::nullopt;
  Pos += Op.size();
  SkipSpaces();
  if (Pos < Line.size() && Line[Pos] == '(')
    ++Pos;
  SkipSpaces();
  size_t Digits = Pos;
  while (Pos < Line.size() && llvm::isDigit(Line[Pos]))
    ++Pos;
  if (Pos == Digits) {
    size_t NameEnd = identifierEnd(Line, Pos);
    std::optional<unsigned long long> N =
        Lookup ? Lookup(Line.slice(Pos, NameEnd)) : std::nullopt;
    if (!N)
      return std::nullopt;
    return MacroComparison{static_cast<unsigned>(Begin),
                           Line.slice(Begin, End).str(),
                           Op.str(),
                           *N,
                           Line.slice(Begin, NameEnd).str(),
                           static_cast<unsigned>(Begin)};
  }
  unsigned long long N = 0;
  // A number too large for 64 bits compares with no version.
  if (!decimalLiteral(Line, Digits, Pos) ||
      Line.slice(Digits, Pos).getAsInteger(10, N))
    return std::nullopt;
  while (Pos < Line.size() && isSuffix(Line[Pos]))
    ++Pos;
  if (Pos < Line.size() && continuesNumber(Line[Pos]))
    return std::nullopt;
  return MacroComparison{
      static_cast<unsigned>(Begin), Line.slice(Begin, End).str(), Op.str(), N,
      Line.slice(Begin, Pos).str(), static_cast<unsigned>(Begin)};
}

/// Compares `N) op MACRO` before the macro name at [Begin, End) of \p Line,
/// starting no earlier than \p Floor, normalised to the macro first.
std::optional<MacroComparison>
comparisonBefore(llvm::StringRef Line, size_t Begin, size_t End, size_t Floor,
                 const IntegerMacroLookup &Lookup) {
  size_t Pos = Begin;
  auto SkipSpaces = [&] {
    while (Pos > Floor && clang::isWhitespace(Line[Pos - 1]))
      --Pos;
  };
  SkipSpaces();
  llvm::StringRef Op = operatorBefore(Line, Pos);
  if (Op.empty() || Pos - Op.size() < Floor)
    return std::nullopt;
  Pos -= Op.size();
  SkipSpaces();
  if (Pos > Floor && Line[Pos - 1] == ')')
    --Pos;
  SkipSpaces();
  if (std::optional<MacroComparison> C =
          namedValueBefore(Line, Pos, Floor, Lookup)) {
    C->MacroOffset = static_cast<unsigned>(Begin);
    C->Macro = Line.slice(Begin, End).str();
    C->Op = swappedOperator(Op).str();
    C->Text += Line.slice(Pos, End).str();
    return C;
  }
  while (Pos > Floor && isSuffix(Line[Pos - 1]))
    --Pos;
  size_t DigitsEnd = Pos;
  while (Pos > Floor && llvm::isDigit(Line[Pos - 1]))
    --Pos;
  unsigned long long N = 0;
  if (Pos == DigitsEnd || !decimalLiteral(Line, Pos, DigitsEnd) ||
      (Pos > Floor && continuesNumber(Line[Pos - 1])) ||
      Line.slice(Pos, DigitsEnd).getAsInteger(10, N))
    return std::nullopt;
  return MacroComparison{
      static_cast<unsigned>(Begin), Line.slice(Begin, End).str(),
      swappedOperator(Op).str(),    N,
      Line.slice(Pos, End).str(),   static_cast<unsigned>(Pos)};
}

/// The [begin, end) of each word of \p Line (letters, digits and '_', as a
/// regular expression's word boundary sees them) that is one of \p Macros.
std::vector<std::pair<size_t, size_t>>
macroWords(llvm::StringRef Line, llvm::ArrayRef<llvm::StringRef> Macros) {
  std::vector<std::pair<size_t, size_t>> Words;
  for (size_t I = 0; I < Line.size();) {
    if (!clang::isAsciiIdentifierContinue(Line[I])) {
      ++I;
      continue;
    }
    size_t Begin = I;
    while (I < Line.size() && clang::isAsciiIdentifierContinue(Line[I]))
      ++I;
    if (llvm::is_contained(Macros, Line.slice(Begin, I)))
      Words.emplace_back(Begin, I);
  }
  return Words;
}

/// Reports the comparisons of one #if/#elif line that starts at \p Start in
/// the file: every `MACRO op N` first, then every `N op MACRO`, each kind
/// left to right without overlapping its own kind.
void scanDirective(llvm::StringRef Line, size_t Start,
                   llvm::ArrayRef<llvm::StringRef> Macros,
                   const IntegerMacroLookup &Lookup,
                   const std::function<void(const MacroComparison &)> &Found) {
  std::vector<std::pair<size_t, size_t>> Words = macroWords(Line, Macros);
  auto Report = [&](MacroComparison C) {
    C.MacroOffset += Start;
    C.TextOffset += Start;
    Found(C);
  };
  size_t Floor = 0;
  for (auto [Begin, End] : Words) {
    if (Begin < Floor)
      continue;
    if (std::optional<MacroComparison> C =
            comparisonAfter(Line, Begin, End, Lookup)) {
      Floor = Begin + C->Text.size();
      Report(*C);
    }
  }
  Floor = 0;
  for (auto [Begin, End] : Words)
    if (std::optional<MacroComparison> C =
            comparisonBefore(Line, Begin, End, Floor, Lookup)) {
      Floor = End;
      Report(*C);
    }
}

} // namespace

void forEachMacroComparison(
    llvm::StringRef Content, llvm::ArrayRef<llvm::StringRef> Macros,
    const std::function<void(const MacroComparison &)> &Found,
    const IntegerMacroLookup &Lookup) {
  // Not in a comment or a string: a directive there is none, and the text
  // the port writes (`1 /* was CUDA_VERSION >= 9000 */`) is one.
  std::vector<std::pair<unsigned, unsigned>> Skipped =
      commentsAndLiterals(Content);
  auto InCode = [&](const MacroComparison &C) {
    if (!inRanges(Skipped, C.MacroOffset) && !inRanges(Skipped, C.TextOffset))
      Found(C);
  };
  size_t Start = 0;
  while (Start < Content.size()) {
    // A directive may continue over escaped newlines; offsets stay those of
    // the file because the backslash-newline pairs are kept in the text.
    size_t End = logicalLineEnd(Content, Start);
    llvm::StringRef Line = Content.slice(Start, End);
    llvm::StringRef Keyword = parseDirective(Line).Keyword;
    if ((Keyword.starts_with("if") || Keyword.starts_with("elif")) &&
        !inRanges(Skipped, static_cast<unsigned>(Start)))
      scanDirective(Line, Start, Macros, Lookup, InCode);
    Start = End + 1;
  }
}

std::optional<ConditionalBranches>
conditionalBranches(llvm::StringRef Content, unsigned DirectiveOffset) {
  if (DirectiveOffset >= Content.size())
    return std::nullopt;
  size_t Start = DirectiveOffset;
  size_t End = logicalLineEnd(Content, Start);
  llvm::StringRef Keyword = parseDirective(Content.slice(Start, End)).Keyword;
  if (Keyword != "if" && Keyword != "elif")
    return std::nullopt;
  ConditionalBranches B{};
  B.GuardedBegin = static_cast<unsigned>(std::min(End + 1, Content.size()));
  bool InRest = false;
  unsigned Depth = 0;
  for (Start = End + 1; Start < Content.size(); Start = End + 1) {
    End = logicalLineEnd(Content, Start);
    Keyword = parseDirective(Content.slice(Start, End)).Keyword;
    if (Keyword.empty())
      continue;
    if (Keyword.starts_with("if")) {
      ++Depth;
    } else if (Keyword == "endif") {
      if (Depth > 0) {
        --Depth;
        continue;
      }
      unsigned At = static_cast<unsigned>(Start);
      if (!InRest)
        B.GuardedEnd = B.RestBegin = At;
      B.RestEnd = At;
      return B;
    } else if (Depth == 0 &&
               (Keyword == "else" || Keyword.starts_with("elif"))) {
      if (!InRest) {
        B.GuardedEnd = B.RestBegin = static_cast<unsigned>(Start);
        B.RestIsPlainElse = Keyword == "else";
        InRest = true;
      } else {
        B.RestIsPlainElse = false;
      }
    }
  }
  return std::nullopt; // no #endif
}

namespace {

/// Kleene's three-valued logic over a condition: unknown is std::nullopt.
class ConditionDecider {
public:
  explicit ConditionDecider(llvm::StringRef Text) : Text(Text) {}

  /// The value, or std::nullopt; Ok is false where the text did not parse.
  std::optional<bool> decide() {
    std::optional<bool> V = orExpr();
    skipSpace();
    if (Pos != Text.size())
      Ok = false;
    return V;
  }
  bool Ok = true;

private:
  void skipSpace() {
    while (Pos < Text.size() &&
           (clang::isWhitespace(Text[Pos]) || Text[Pos] == '\\'))
      ++Pos;
  }
  bool consume(llvm::StringRef Token) {
    skipSpace();
    if (!Text.substr(Pos).starts_with(Token))
      return false;
    Pos += Token.size();
    return true;
  }
  std::optional<bool> orExpr() {
    return chain("||", true, &ConditionDecider::andExpr);
  }
  std::optional<bool> andExpr() {
    return chain("&&", false, &ConditionDecider::unary);
  }
  /// Operands joined by \p Op (`||`, `&&`): \p Dominant if one of them is
  /// (true for `||`, false for `&&`), the other value if all are, else
  /// unknown.
  std::optional<bool>
  chain(llvm::StringRef Op, bool Dominant,
        std::optional<bool> (ConditionDecider::*Operand)()) {
    std::optional<bool> V = (this->*Operand)();
    while (Ok && consume(Op)) {
      std::optional<bool> R = (this->*Operand)();
      V = (V == Dominant || R == Dominant)     ? std::optional<bool>(Dominant)
          : (V == !Dominant && R == !Dominant) ? std::optional<bool>(!Dominant)
                                               : std::nullopt;
    }
    return V;
  }
  std::optional<bool> unary() {
    skipSpace();
    if (Text.substr(Pos).starts_with("!") &&
        !Text.substr(Pos).starts_with("!=")) {
      ++Pos;
      std::optional<bool> V = unary();
      return V ? std::optional<bool>(!*V) : std::nullopt;
    }
    return primary();
  }
  std::optional<bool> primary() {
    skipSpace();
    size_t Start = Pos;
    if (consume("(")) {
      std::optional<bool> V = orExpr();
      if (consume(")") && atOperandEnd())
        return V;
      Pos = Start; // `(a) + b`: an atom that starts with a parenthesis
    }
    // An integer literal alone is its value; anything else up to the next
    // && or || (or a parenthesis that closes an enclosing one) is unknown.
    size_t Digits = Pos;
    while (Pos < Text.size() && llvm::isDigit(Text[Pos]))
      ++Pos;
    llvm::StringRef Number = Text.slice(Digits, Pos);
    if (!Number.empty() && atOperandEnd())
      return Number.find_first_not_of('0') != llvm::StringRef::npos;
    Pos = Start;
    unsigned Depth = 0;
    while (Pos < Text.size()) {
      llvm::StringRef Rest = Text.substr(Pos);
      if (Depth == 0 && (Rest.starts_with("&&") || Rest.starts_with("||") ||
                         Rest.starts_with(")")))
        break;
      if (Rest.front() == '(')
        ++Depth;
      else if (Rest.front() == ')')
        --Depth;
      ++Pos;
    }
    if (Pos == Start || Depth != 0)
      Ok = false;
    return std::nullopt;
  }
  /// Whether what follows is the end of an operand: nothing, &&, ||, ).
  bool atOperandEnd() {
    skipSpace();
    llvm::StringRef Rest = Text.substr(Pos);
    return Rest.empty() || Rest.starts_with("&&") || Rest.starts_with("||") ||
           Rest.starts_with(")");
  }

  llvm::StringRef Text;
  size_t Pos = 0;
};

} // namespace

std::optional<bool> decideCondition(llvm::StringRef Condition) {
  ConditionDecider D(Condition);
  std::optional<bool> V = D.decide();
  return D.Ok ? V : std::nullopt;
}

} // namespace musify
