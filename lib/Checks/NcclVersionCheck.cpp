//===- NcclVersionCheck.cpp - MU2008: NCCL version tests ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "NcclVersionCheck.h"
#include "Comparisons.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include <fmt/format.h>

namespace musify {

namespace {

/// The NCCL API level MCCL is known to provide: paddle_musa's port calls
/// mcclRedOpCreatePreMulSum and mcclRedOpDestroy (NCCL 2.11.0's) with no
/// version test, torch_musa mcclAvg and mcclBfloat16 (2.10's); see the
/// evidence of those names in rules/nccl.yaml.
constexpr unsigned long long KnownMajor = 2, KnownMinor = 11;

/// NCCL_VERSION(X, Y, Z) as nccl.h computes it.
unsigned long long ncclCode(unsigned long long X, unsigned long long Y,
                            unsigned long long Z) {
  return X <= 2 && Y <= 8 ? X * 1000 + Y * 100 + Z : X * 10000 + Y * 100 + Z;
}

const unsigned long long KnownCode = ncclCode(KnownMajor, KnownMinor, 0);

/// The known level's part that NCCL_MAJOR, NCCL_MINOR or NCCL_PATCH is.
std::optional<unsigned long long> knownPart(llvm::StringRef Word) {
  if (Word == "NCCL_MAJOR")
    return KnownMajor;
  if (Word == "NCCL_MINOR")
    return KnownMinor;
  if (Word == "NCCL_PATCH")
    return 0;
  return std::nullopt;
}

/// "2.28.0" for 22800, "2.7.3" for 2703.
std::string versionName(unsigned long long Code) {
  if (Code >= 10000)
    return fmt::format("{}.{}.{}", Code / 10000, Code / 100 % 100, Code % 100);
  return fmt::format("{}.{}.{}", Code / 1000, Code / 100 % 10, Code % 100);
}

bool isWordChar(char C) { return clang::isAsciiIdentifierContinue(C); }

size_t wordEnd(llvm::StringRef S, size_t Pos) {
  while (Pos < S.size() && isWordChar(S[Pos]))
    ++Pos;
  return Pos;
}

/// Whether \p Pos of \p S starts a blank of the line or an escaped newline
/// (a newline that ends the line is not blank: a directive ends there);
/// its length, or 0.
size_t blankAt(llvm::StringRef S, size_t Pos) {
  char C = S[Pos];
  if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v')
    return 1;
  if (C != '\\')
    return 0;
  llvm::StringRef Rest = S.substr(Pos + 1);
  return Rest.starts_with("\n") ? 2 : Rest.starts_with("\r\n") ? 3 : 0;
}

/// Past blanks and escaped newlines from \p Pos.
size_t skipSpace(llvm::StringRef S, size_t Pos) {
  while (Pos < S.size())
    if (size_t N = blankAt(S, Pos))
      Pos += N;
    else
      break;
  return Pos;
}

/// Back over blanks and escaped newlines before \p Pos.
size_t skipSpaceBack(llvm::StringRef S, size_t Pos) {
  while (Pos > 0) {
    char C = S[Pos - 1];
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v')
      --Pos;
    else if (C == '\n' && Pos > 1 && S[Pos - 2] == '\\')
      Pos -= 2;
    else if (C == '\n' && Pos > 2 && S[Pos - 2] == '\r' && S[Pos - 3] == '\\')
      Pos -= 3;
    else
      break;
  }
  return Pos;
}

/// The comparison operator at \p Pos; empty for none, and for a shift or
/// a three-way comparison.
llvm::StringRef comparisonAt(llvm::StringRef S, size_t Pos) {
  llvm::StringRef Rest = S.substr(Pos);
  if (Rest.starts_with("<<") || Rest.starts_with(">>") ||
      Rest.starts_with("<=>"))
    return {};
  for (llvm::StringRef Op : {">=", "<=", "==", "!=", ">", "<"})
    if (Rest.starts_with(Op))
      return Op;
  return {};
}

/// A decimal or hexadecimal integer literal at \p Pos with its suffix: its
/// end and value. One with digit separators, or that goes on as a floating
/// literal, is none.
std::optional<std::pair<size_t, unsigned long long>>
integerAt(llvm::StringRef S, size_t Pos) {
  bool Hex = S.substr(Pos).starts_with_insensitive("0x");
  size_t Begin = Hex ? Pos + 2 : Pos, End = Begin;
  while (End < S.size() &&
         (Hex ? llvm::isHexDigit(S[End]) : llvm::isDigit(S[End])))
    ++End;
  unsigned long long N = 0;
  if (End == Begin || (!Hex && S[Pos] == '0' && End - Pos > 1) ||
      S.slice(Begin, End).getAsInteger(Hex ? 16 : 10, N))
    return std::nullopt;
  while (End < S.size() && llvm::is_contained("uUlL", S[End]))
    ++End;
  if (End < S.size() && (isWordChar(S[End]) || S[End] == '\'' || S[End] == '.'))
    return std::nullopt;
  return std::make_pair(End, N);
}

/// A comparison of the operand at [Begin, End) with a version written
/// before it (`2703 <= NCCL_VERSION_CODE`, `14 <= NCCL_MINOR`): where the
/// literal starts, and the operator as if the operand came first.
struct Before {
  size_t Start;
  llvm::StringRef Op;
  unsigned long long Value;
};
std::optional<Before> comparisonBefore(llvm::StringRef S, size_t Begin) {
  size_t End = skipSpaceBack(S, Begin);
  llvm::StringRef Op;
  for (llvm::StringRef O : {">=", "<=", "==", "!=", ">", "<"})
    if (S.take_front(End).ends_with(O)) {
      Op = O;
      break;
    }
  if (Op.empty() || End < Op.size() + 1 ||
      llvm::is_contained("<>", S[End - Op.size() - 1]))
    return std::nullopt;
  size_t LiteralEnd = skipSpaceBack(S, End - Op.size()), Start = LiteralEnd;
  while (Start > 0 && (isWordChar(S[Start - 1])))
    --Start;
  auto N = integerAt(S, Start);
  if (Start == LiteralEnd || !N || N->first != LiteralEnd)
    return std::nullopt;
  return Before{Start, swappedOperator(Op), N->second};
}

/// A version written at \p Pos: its end and NCCL's number.
struct VersionValue {
  size_t End;
  unsigned long long Code;
};

/// `NCCL_VERSION(a, b, c)` at \p Pos.
std::optional<VersionValue> versionCallAt(llvm::StringRef S, size_t Pos) {
  size_t NameEnd = wordEnd(S, Pos);
  if (S.slice(Pos, NameEnd) != "NCCL_VERSION")
    return std::nullopt;
  size_t At = skipSpace(S, NameEnd);
  if (At >= S.size() || S[At] != '(')
    return std::nullopt;
  unsigned long long Parts[3];
  for (unsigned I = 0; I < 3; ++I) {
    auto N = integerAt(S, skipSpace(S, At + 1));
    if (!N)
      return std::nullopt;
    Parts[I] = N->second;
    At = skipSpace(S, N->first);
    if (At >= S.size() || S[At] != (I == 2 ? ')' : ','))
      return std::nullopt;
  }
  return VersionValue{At + 1, ncclCode(Parts[0], Parts[1], Parts[2])};
}

/// The version compared with at \p Pos: a call of NCCL_VERSION, a number,
/// or a macro of the project defined as one.
std::optional<VersionValue> versionAt(const TextCheckContext &F,
                                      llvm::StringRef S, size_t Pos) {
  if (auto Call = versionCallAt(S, Pos))
    return Call;
  if (auto N = integerAt(S, Pos))
    return VersionValue{N->first, N->second};
  size_t End = wordEnd(S, Pos);
  if (End == Pos || llvm::isDigit(S[Pos]))
    return std::nullopt;
  if (std::optional<unsigned long long> V = F.integerMacro(S.slice(Pos, End)))
    return VersionValue{End, *V};
  return std::nullopt;
}

/// NCCL's number for `NCCL_VERSION(a, b, c)`, the whole of \p Call;
/// empty where it is not that.
std::string numberOf(llvm::StringRef Call) {
  std::optional<VersionValue> V = versionCallAt(Call, 0);
  return V && V->End == Call.size() ? std::to_string(V->Code) : "";
}

/// What the word at \p Begin is, by the word before it: a macro's name in
/// a definition (#define, #undef), a macro tested for a definition
/// (#ifdef, #ifndef, defined), or a use.
enum class NameRole { Use, Defined, Tested };
NameRole roleOf(llvm::StringRef S, size_t Begin) {
  size_t End = skipSpaceBack(S, Begin);
  if (End > 0 && S[End - 1] == '(')
    End = skipSpaceBack(S, End - 1);
  size_t Start = End;
  while (Start > 0 && isWordChar(S[Start - 1]))
    --Start;
  llvm::StringRef Word = S.slice(Start, End);
  if (Word == "define" || Word == "undef")
    return NameRole::Defined;
  if (Word == "defined" || Word == "ifdef" || Word == "ifndef" ||
      Word == "elifdef" || Word == "elifndef")
    return NameRole::Tested;
  return NameRole::Use;
}

/// Whether a comparison by \p Op is decided from a lower bound: an ordering
/// is; equality with a version is not (MCCL's API level is a lower bound,
/// not its version).
bool decidable(llvm::StringRef Op) { return Op != "==" && Op != "!="; }

/// The length of NCCL_VERSION_CODE, where a report about it points.
constexpr unsigned CodeLength = 17;

/// Whether a comparison operator comes just before \p Begin.
bool comparedBefore(llvm::StringRef S, size_t Begin) {
  size_t End = skipSpaceBack(S, Begin);
  for (size_t Length : {2, 1})
    if (End >= Length && comparisonAt(S, End - Length).size() == Length &&
        (End == Length || !llvm::is_contained("<>", S[End - Length - 1])))
      return true;
  return false;
}

/// Whether the word at \p Offset is in an #if or #elif line.
bool isConditionLine(llvm::StringRef S, size_t Offset) {
  llvm::StringRef Keyword =
      directiveAt(S, logicalLineStart(S, static_cast<unsigned>(Offset)))
          .Keyword;
  return Keyword == "if" || Keyword == "elif";
}

const char UnreadCall[] =
    "NCCL_VERSION is called with arguments musify does not read as numbers; "
    "MCCL is not known to define MCCL_VERSION, which the port names";

const char VersionFromParts[] =
    "(MCCL_MAJOR * 10000 + MCCL_MINOR * 100 + MCCL_PATCH)";

} // namespace

void NcclVersionCheck::decide(TextCheckContext &F, size_t Begin, size_t End,
                              unsigned CodeAt, llvm::StringRef Op,
                              unsigned long long Version) {
  llvm::StringRef Text = F.content().slice(Begin, End);
  bool Value = comparisonHolds(Op, KnownCode, Version);
  bool Known = Version <= KnownCode;
  std::string Name = versionName(Version);
  std::string Why =
      Known ? fmt::format("it provides NCCL's API up to {}.{} at least",
                          KnownMajor, KnownMinor)
            : fmt::format("it is known to provide NCCL's API up to {}.{}, "
                          "not {}'s",
                          KnownMajor, KnownMinor, Name);
  bool Written = F.replaceInPort(Begin, Text.size(), decidedText(Value, Text));
  F.report(DiagID::NcclVersion, CodeAt, CodeLength,
           fmt::format("'{}' tests the NCCL header's version ({}); MCCL "
                       "numbers its own releases and is not known to define "
                       "MCCL_VERSION_CODE or MCCL_VERSION; {}{}",
                       Text.str(), Name, Why,
                       Written
                           ? fmt::format(": the port tests {}", Value ? 1 : 0)
                           : ""),
           !Known  ? fmt::format("if your MCCL has what this code uses from "
                                  "NCCL {}, test {} there",
                                 Name, Value ? 0 : 1)
           : Value ? fmt::format("check that your MCCL has what this code uses "
                                 "from NCCL {}",
                                 Name)
                   : "check that the code the port takes instead is right for "
                     "MCCL");
}

size_t NcclVersionCheck::atVersionCode(TextCheckContext &F, size_t Begin,
                                       size_t End) {
  llvm::StringRef S = F.content();
  size_t OpAt = skipSpace(S, End);
  llvm::StringRef Op = comparisonAt(S, OpAt);
  std::optional<VersionValue> V =
      Op.empty() ? std::nullopt
                 : versionAt(F, S, skipSpace(S, OpAt + Op.size()));
  if (V && decidable(Op) && !operandBoundBefore(S, Begin) &&
      !operandBoundAfter(S, V->End)) {
    decide(F, Begin, V->End, static_cast<unsigned>(Begin), Op, V->Code);
    return V->End;
  }
  if (std::optional<Before> B = comparisonBefore(S, Begin);
      B && decidable(B->Op) && !operandBoundBefore(S, B->Start) &&
      !operandBoundAfter(S, End)) {
    decide(F, B->Start, End, static_cast<unsigned>(Begin), B->Op, B->Value);
    return End;
  }
  bool Written = F.replaceInPort(
      Begin, End - Begin,
      fmt::format("{} /* was NCCL_VERSION_CODE */", VersionFromParts));
  F.report(DiagID::NcclVersion, Begin, End - Begin,
           fmt::format("NCCL_VERSION_CODE is the NCCL header's version; MCCL "
                       "is not known to define MCCL_VERSION_CODE{}",
                       Written ? ": the port computes it from MCCL_MAJOR, "
                                 "MCCL_MINOR and MCCL_PATCH as NCCL encodes "
                                 "versions since 2.9, so it counts MCCL's "
                                 "releases"
                               : ""),
           "compare it with MCCL's release numbers, not NCCL's");
  return End;
}

size_t NcclVersionCheck::atVersionPart(TextCheckContext &F, size_t Begin,
                                       size_t End, unsigned long long Known) {
  llvm::StringRef S = F.content();
  llvm::StringRef Name = S.slice(Begin, End);
  size_t OpAt = skipSpace(S, End);
  llvm::StringRef Op = comparisonAt(S, OpAt);
  std::optional<std::pair<size_t, unsigned long long>> N =
      Op.empty() ? std::nullopt : integerAt(S, skipSpace(S, OpAt + Op.size()));
  size_t TextBegin = Begin, TextEnd = N ? N->first : End;
  unsigned long long Number = N ? N->second : 0;
  std::optional<Before> B = N ? std::nullopt : comparisonBefore(S, Begin);
  if (B) {
    TextBegin = B->Start;
    Op = B->Op;
    Number = B->Value;
  }
  bool Compared = !Op.empty() || comparedBefore(S, Begin);
  if ((N || B) && decidable(Op) && !operandBoundBefore(S, TextBegin) &&
      !operandBoundAfter(S, TextEnd)) {
    decidePart(F, TextBegin, TextEnd, Begin, Name,
               comparisonHolds(Op, Known, Number));
    return TextEnd;
  }
  if (Compared || isConditionLine(S, Begin))
    F.report(DiagID::NcclVersion, Begin, End - Begin,
             fmt::format("'{}' is part of the NCCL header's version, compared "
                         "in a form musify does not decide; the port's "
                         "MCCL_{} counts MCCL's releases, not NCCL's",
                         Name.str(), Name.drop_front(5).str()),
             "compare it with MCCL's release numbers, or test what MCCL "
             "provides");
  return End;
}

void NcclVersionCheck::decidePart(TextCheckContext &F, size_t Begin, size_t End,
                                  size_t NameAt, llvm::StringRef Name,
                                  bool Value) {
  llvm::StringRef Text = F.content().slice(Begin, End);
  bool Written = F.replaceInPort(Begin, Text.size(), decidedText(Value, Text));
  F.report(
      DiagID::NcclVersion, NameAt, Name.size(),
      fmt::format("'{}' tests part of the NCCL header's version; MCCL "
                  "numbers its own releases (MCCL_{} counts them), and "
                  "it provides NCCL's API up to {}.{}{}",
                  Text.str(), Name.drop_front(5).str(), KnownMajor, KnownMinor,
                  Written ? fmt::format(": the port tests {}, what "
                                        "NCCL {}.{} answers",
                                        Value ? 1 : 0, KnownMajor, KnownMinor)
                          : ""),
      "check that your MCCL has what this code uses from the NCCL "
      "version it tests");
}

size_t NcclVersionCheck::atVersionCall(TextCheckContext &F, size_t Begin,
                                       size_t End) {
  llvm::StringRef S = F.content();
  std::optional<VersionValue> Call = versionCallAt(S, Begin);
  if (!Call) {
    // NCCL_VERSION(NCCL_MAJOR, NCCL_MINOR, 0): arguments musify cannot read.
    if (skipSpace(S, End) < S.size() && S[skipSpace(S, End)] == '(')
      F.report(DiagID::NcclVersion, Begin, End - Begin, UnreadCall,
               "write the NCCL version this code needs as a number, or test "
               "what MCCL provides");
    return End;
  }
  // `NCCL_VERSION(2,7,0) <= NCCL_VERSION_CODE`: the comparison, turned.
  size_t OpAt = skipSpace(S, Call->End);
  llvm::StringRef Op = comparisonAt(S, OpAt);
  size_t CodeAt = skipSpace(S, OpAt + Op.size());
  size_t CodeEnd = wordEnd(S, CodeAt);
  if (!Op.empty() && decidable(Op) &&
      S.slice(CodeAt, CodeEnd) == "NCCL_VERSION_CODE" &&
      !operandBoundBefore(S, Begin) && !operandBoundAfter(S, CodeEnd)) {
    decide(F, Begin, CodeEnd, static_cast<unsigned>(CodeAt),
           swappedOperator(Op), Call->Code);
    return CodeEnd;
  }
  std::string Text = S.slice(Begin, Call->End).str();
  bool Written = F.replaceInPort(
      Begin, Text.size(), fmt::format("{} /* was {} */", Call->Code, Text));
  F.report(DiagID::NcclVersion, Begin, End - Begin,
           fmt::format("'{}' is NCCL {}'s version number; MCCL is not known "
                       "to define MCCL_VERSION{}, and a version MCCL reports "
                       "(mcclGetVersion) counts MCCL's releases",
                       Text, versionName(Call->Code),
                       Written ? fmt::format(": the port writes {}", Call->Code)
                               : ""),
           "compare with the MCCL release that has what this code needs");
  return Call->End;
}

void NcclVersionCheck::testedForDefinition(TextCheckContext &F, size_t Begin,
                                           size_t End) {
  llvm::StringRef Name = F.content().slice(Begin, End);
  bool Written = F.replaceInPort(
      Begin, End - Begin, fmt::format("MCCL_MAJOR /* was {} */", Name.str()));
  F.report(DiagID::NcclVersion, Begin, End - Begin,
           fmt::format("'{}' is tested for a definition, which NCCL's header "
                       "gives; MCCL is not known to define MCCL_{}{}",
                       Name.str(), Name.drop_front(5).str(),
                       Written ? ": the port tests MCCL_MAJOR, which it "
                                 "defines"
                               : ""),
           "check that the test means that MCCL's header is included");
}

void NcclVersionCheck::restore(TextCheckContext &F) {
  llvm::StringRef S = F.content();
  static const llvm::Regex Written(
      "([0-9]+|MCCL_MAJOR|\\(MCCL_MAJOR \\* 10000 \\+ MCCL_MINOR \\* 100 "
      "\\+ MCCL_PATCH\\)) /\\* was (NCCL_[A-Z_]+[^*]*) \\*/");
  // Strings and comments of the user's that read like the forms stay.
  std::vector<std::pair<unsigned, unsigned>> Literals = commentsAndLiterals(S);
  llvm::SmallVector<llvm::StringRef, 3> M;
  for (size_t At = 0; Written.match(S.substr(At), &M);) {
    unsigned Offset = M[0].data() - S.data();
    llvm::StringRef Value = M[1], Was = M[2];
    // Only the forms the migration writes, each for what it stands for.
    bool Ours = Value == "MCCL_MAJOR"
                    ? Was == "NCCL_VERSION_CODE" || Was == "NCCL_VERSION"
                : Value.starts_with("(") ? Was == "NCCL_VERSION_CODE"
                : Value == "0" || Value == "1"
                    ? (Was.contains("NCCL_VERSION_CODE") &&
                       Was != "NCCL_VERSION_CODE") ||
                          knownPart(Was.take_while(isWordChar)).has_value()
                    : numberOf(Was) == Value;
    if (Ours && (Offset == 0 || !isWordChar(S[Offset - 1])) &&
        !inRanges(Literals, Offset))
      F.replaceInPort(Offset, M[0].size(), Was.str());
    At = Offset + M[0].size();
  }
}

void NcclVersionCheck::checkText(TextCheckContext &F) {
  if (Options.ToCuda)
    return restore(F);
  llvm::StringRef S = F.content();
  forEachCodeWord(S, [&](size_t Begin, size_t End) -> size_t {
    llvm::StringRef Word = S.slice(Begin, End);
    bool Whole = Word == "NCCL_VERSION_CODE" || Word == "NCCL_VERSION";
    std::optional<unsigned long long> Part = knownPart(Word);
    NameRole Role = Whole || Part ? roleOf(S, Begin) : NameRole::Defined;
    // Under `#ifndef NCCL_VERSION` the file defines its own: the rename
    // keeps the test and the definition together.
    if (Role == NameRole::Tested && Whole && !definesMacro(S, Word))
      testedForDefinition(F, Begin, End);
    else if (Role == NameRole::Use && Part)
      return atVersionPart(F, Begin, End, *Part);
    else if (Role == NameRole::Use)
      return Word == "NCCL_VERSION" ? atVersionCall(F, Begin, End)
                                    : atVersionCode(F, Begin, End);
    return End;
  });
}

} // namespace musify
