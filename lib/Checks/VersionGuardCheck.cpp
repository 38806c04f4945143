//===- VersionGuardCheck.cpp - MU2004: CUDA version comparisons -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "VersionGuardCheck.h"
#include "Comparisons.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Regex.h"
#include <fmt/format.h>

namespace musify {

// MUSART_VERSION is major*10000 + minor*100 (40300 = rc4.3, ggml's
// MUSART_HMASK); the SDKs in use are 4.x and 5.x.
static constexpr unsigned long long LowestMusa = 40000, HighestMusa = 59999;
// CUDA_VERSION (cuda.h's) has no MUSA counterpart that the SDK is known to
// define, so with mcc a test of it sees 0, as no CUDA release. torch_musa,
// whose tables map it to MUSA_COMP_VERSION, builds with
// -DMUSA_COMP_VERSION=10400 (its CMakeLists.txt): the one value Moore
// Threads' own port gives the macro, a CUDA 10.x API level. The port
// decides each comparison of CUDA_VERSION at that value.
static constexpr unsigned long long TorchMusaCompVersion = 10400;

/// `defined(CUDA_VERSION)` or `defined CUDA_VERSION`.
static constexpr llvm::StringLiteral DefinedCudaVersion =
    "defined[ \t]*(\\([ \t]*CUDA_VERSION[ \t]*\\)|[ \t]+CUDA_VERSION)";

namespace {

/// Whether the port keeps \p C's macro, which MUSA does not define
/// (CUDA_VERSION), rather than rename it (CUDART_VERSION).
bool keepsCudaName(const MacroComparison &C) {
  return C.Macro == "CUDA_VERSION";
}

/// The lowest and the highest value \p C's macro stands for on MUSA.
std::pair<unsigned long long, unsigned long long>
musaValues(const MacroComparison &C) {
  if (keepsCudaName(C))
    return {TorchMusaCompVersion, TorchMusaCompVersion};
  return {LowestMusa, HighestMusa};
}

std::string cudaVersion(const MacroComparison &C) {
  return fmt::format("{}.{}", C.Value / 1000, C.Value % 1000 / 10);
}

bool isWordChar(char C) { return clang::isAsciiIdentifierContinue(C); }

/// The macros the lines [Begin, End) define outside nested conditionals.
std::vector<std::string> definedMacros(llvm::StringRef Content, unsigned Begin,
                                       unsigned End) {
  std::vector<std::string> Names;
  unsigned Depth = 0;
  for (unsigned At = Begin; At < End;) {
    auto [Keyword, Rest] = directiveAt(Content, At);
    if (Keyword.starts_with("if"))
      ++Depth;
    else if (Keyword == "endif" && Depth > 0)
      --Depth;
    else if (Keyword == "define" && Depth == 0) {
      llvm::StringRef Name = Rest.ltrim(" \t").take_while(isWordChar);
      if (!Name.empty())
        Names.push_back(Name.str());
    }
    size_t Next = Content.find('\n', At);
    At = Next == llvm::StringRef::npos ? End : static_cast<unsigned>(Next + 1);
  }
  return Names;
}

/// Whether \p Condition tests that \p Macro is defined (`defined(M)`,
/// `defined M`) as an operand that is not negated: true; that it is not
/// (`!defined(M)`): false; std::nullopt otherwise.
std::optional<bool> testsDefined(llvm::StringRef Condition,
                                 llvm::StringRef Macro) {
  for (size_t At = Condition.find("defined"); At != llvm::StringRef::npos;
       At = Condition.find("defined", At + 1)) {
    if (At > 0 && isWordChar(Condition[At - 1]))
      continue;
    llvm::StringRef Rest = Condition.substr(At + 7).ltrim(" \t");
    bool Paren = Rest.consume_front("(");
    Rest = Rest.ltrim(" \t");
    if (!Rest.consume_front(Macro) || (!Rest.empty() && isWordChar(Rest[0])))
      continue;
    if (Paren && !Rest.ltrim(" \t").starts_with(")"))
      continue;
    return !Condition.take_front(At).rtrim(" \t(").ends_with("!");
  }
  return std::nullopt;
}

/// The code that a definition of \p Macro selects in \p Content (the
/// branches of `#ifdef M` and `#if defined(M)`, the alternatives of
/// `#ifndef M` and `#if !defined(M)`) into \p Selected, and what it
/// deselects into \p Deselected.
void branchesSelectedBy(llvm::StringRef Content, llvm::StringRef Macro,
                        std::vector<SelectedLines> &Selected,
                        std::vector<SelectedLines> &Deselected) {
  for (size_t At = Content.find(Macro); At != llvm::StringRef::npos;
       At = Content.find(Macro, At + Macro.size())) {
    unsigned Start = logicalLineStart(Content, static_cast<unsigned>(At));
    auto [Keyword, Condition] = directiveAt(Content, Start);
    std::optional<bool> Positive;
    if (Keyword == "ifdef" || Keyword == "ifndef")
      Positive = Condition.trim().take_while(isWordChar) == Macro
                     ? std::optional<bool>(Keyword == "ifdef")
                     : std::nullopt;
    else if (Keyword == "if" || Keyword == "elif")
      Positive = testsDefined(Condition, Macro);
    std::optional<ConditionalBranches> B =
        Positive ? conditionalBranches(Content, Start) : std::nullopt;
    if (!B)
      continue;
    (*Positive ? Selected : Deselected)
        .push_back({B->GuardedBegin, B->GuardedEnd, Macro.str()});
    (*Positive ? Deselected : Selected)
        .push_back({B->RestBegin, B->RestEnd, Macro.str()});
    // Once per directive: on after its line.
    At = static_cast<unsigned>(Condition.data() - Content.data() +
                               Condition.size());
  }
}

/// \p Condition, a slice of \p Content, with each of \p Comparisons (in
/// the order of the text) as the literal MUSA answers it with, or the
/// other literal where \p Flip; std::nullopt where one is not a
/// comparison of its own to replace.
std::optional<std::string>
substituted(llvm::StringRef Content, llvm::StringRef Condition,
            llvm::ArrayRef<MacroComparison> Comparisons, bool Flip) {
  unsigned ConditionAt = Condition.data() - Content.data();
  std::string Out;
  unsigned Copied = ConditionAt;
  for (const MacroComparison &C : Comparisons) {
    if (C.TextOffset < Copied ||
        C.Text.size() > Content.size() - C.TextOffset ||
        C.Text.find_first_of("()") != std::string::npos)
      return std::nullopt;
    Out += Content.slice(Copied, C.TextOffset).str();
    Out += C.holds(musaValues(C).first) != Flip ? " 1 " : " 0 ";
    Copied = C.TextOffset + C.Text.size();
  }
  Out += Content.slice(Copied, ConditionAt + Condition.size()).str();
  return Out;
}

} // namespace

void VersionGuardCheck::restoreDecided(TextCheckContext &F) {
  llvm::StringRef Content = F.content();
  static const llvm::Regex Decided("[01] /\\* was ([^*]+) \\*/");
  static const llvm::Regex IsDefinedTest(
      ("^(" + DefinedCudaVersion + ")$").str());
  for (unsigned Start = 0; Start < Content.size();) {
    unsigned End = logicalLineEnd(Content, Start);
    Directive D = parseDirective(Content.slice(Start, End));
    llvm::StringRef Rest = D.Rest;
    llvm::SmallVector<llvm::StringRef, 2> M;
    while ((D.Keyword == "if" || D.Keyword == "elif") &&
           Decided.match(Rest, &M)) {
      unsigned At = M[0].data() - Content.data();
      // Only what the migration wrote: its format, about CUDA's version.
      bool Comparison = IsDefinedTest.match(M[1]);
      forEachMacroComparison(
          ("#if " + M[1]).str(), {"CUDART_VERSION", "CUDA_VERSION"},
          [&](const MacroComparison &) { Comparison = true; },
          [](llvm::StringRef) { return std::optional<unsigned long long>(0); });
      if (Comparison && decidedText(M[0].front() == '1', M[1]) == M[0])
        F.replaceInPort(At, M[0].size(), M[1].str());
      Rest = Content.slice(At + M[0].size(), End);
    }
    Start = End + 1;
  }
}

void VersionGuardCheck::rewriteToOtherBranch(TextCheckContext &F,
                                             const MacroComparison &C,
                                             llvm::StringRef Gap) {
  bool Value = C.holds(musaValues(C).first);
  // Where another edit overlaps it, the comparison stays and is reported.
  if (!F.replaceInPort(C.TextOffset, C.Text.size(),
                       decidedText(!Value, C.Text)))
    return report(F, C);
  const char *Truth = Value ? "true" : "false";
  std::string Reading =
      keepsCudaName(C)
          ? fmt::format("at torch_musa's MUSA_COMP_VERSION (10400) it would "
                        "be {}",
                        Truth)
          : fmt::format("as a MUSA version it would be {} on every MUSA SDK "
                        "4.x and 5.x",
                        Truth);
  F.report(DiagID::VersionGuard, C.MacroOffset, C.Macro.size(),
           fmt::format("'{}' compares the CUDA version ({}); {}, taking code "
                       "that names what MUSA lacks ({}): the port tests {} "
                       "instead and takes the other branch",
                       C.Text, cudaVersion(C), Reading, Gap.str(),
                       Value ? 0 : 1),
           "check that the branch the port now takes is right for MUSA; "
           "test MUSART_VERSION (40300 = rc4.3) or the feature once MUSA "
           "provides it");
}

std::string VersionGuardCheck::gapIn(TextCheckContext &F,
                                     llvm::ArrayRef<SelectedLines> Lines) {
  for (const SelectedLines &R : Lines)
    if (std::string Gap = F.portGapIn(R.Begin, R.End); !Gap.empty())
      return R.Macro.empty()
                 ? Gap
                 : fmt::format("{}, selected by the macro {} it defines", Gap,
                               R.Macro);
  return "";
}

bool VersionGuardCheck::takeOtherBranch(
    TextCheckContext &F, unsigned DirectiveStart,
    llvm::ArrayRef<MacroComparison> Comparisons) {
  llvm::StringRef Content = F.content();
  auto [Keyword, Condition] = directiveAt(Content, DirectiveStart);
  std::optional<ConditionalBranches> B =
      conditionalBranches(Content, DirectiveStart);
  if (!B || Condition.contains("/*") || Condition.contains("//"))
    return false;
  std::optional<std::string> AsMusa =
      substituted(Content, Condition, Comparisons, false);
  std::optional<std::string> Flipped =
      substituted(Content, Condition, Comparisons, true);
  if (!AsMusa || !Flipped)
    return false;
  std::optional<bool> Musa = decideCondition(*AsMusa);
  std::optional<bool> Other = decideCondition(*Flipped);
  if (!Other || Musa == Other)
    return false;
  // What MUSA would take, and what the flipped condition takes for sure:
  // the branch and the code that macros it defines select, or the rest.
  std::vector<SelectedLines> Guarded{{B->GuardedBegin, B->GuardedEnd, ""}},
      Rest{{B->RestBegin, B->RestEnd, ""}};
  for (const std::string &M :
       definedMacros(Content, B->GuardedBegin, B->GuardedEnd))
    branchesSelectedBy(Content, M, Guarded, Rest);
  const std::vector<SelectedLines> &Taken = *Other ? Rest : Guarded;
  const std::vector<SelectedLines> &Kept = *Other ? Guarded : Rest;
  std::string Gap = gapIn(F, Taken);
  if (Gap.empty() || !gapIn(F, Kept).empty())
    return false;
  for (const MacroComparison &C : Comparisons)
    rewriteToOtherBranch(F, C, Gap);
  return true;
}

bool VersionGuardCheck::decideAtTorchMusa(TextCheckContext &F,
                                          const MacroComparison &C) {
  // The directive's own line: what follows it is no operand.
  llvm::StringRef S = F.content();
  S = S.take_front(logicalLineEnd(S, logicalLineStart(S, C.TextOffset)));
  unsigned End = C.TextOffset + C.Text.size();
  if (!keepsCudaName(C) || C.Text.find_first_of("()") != std::string::npos ||
      operandBoundBefore(S, C.TextOffset) || operandBoundAfter(S, End))
    return false;
  bool Value = C.holds(TorchMusaCompVersion);
  if (!F.replaceInPort(C.TextOffset, C.Text.size(), decidedText(Value, C.Text)))
    return false;
  F.report(DiagID::VersionGuard, C.MacroOffset, C.Macro.size(),
           fmt::format("'{}' compares the CUDA version ({}); the MUSA SDK "
                       "is not known to define CUDA_VERSION, so with mcc the "
                       "test would be {}: the port decides it at "
                       "torch_musa's MUSA_COMP_VERSION (10400, what its build "
                       "defines for CUDA_VERSION's counterpart) and tests {}",
                       C.Text, cudaVersion(C), C.holds(0) ? "true" : "false",
                       Value ? 1 : 0),
           "check that the branch the port takes is right for MUSA; test "
           "MUSART_VERSION (40300 = rc4.3) or the feature the CUDA version "
           "stood for");
  return true;
}

void VersionGuardCheck::report(TextCheckContext &F, const MacroComparison &C) {
  if (keepsCudaName(C))
    return F.report(
        DiagID::VersionGuard, C.MacroOffset, C.Macro.size(),
        fmt::format("'{}' compares the CUDA version ({}); the MUSA SDK is "
                    "not known to define CUDA_VERSION, so with mcc the test "
                    "is {}",
                    C.Text, cudaVersion(C), C.holds(0) ? "true" : "false"),
        "test MUSART_VERSION (40300 = rc4.3) or the feature the CUDA version "
        "stood for");
  bool AtLow = C.holds(LowestMusa), AtHigh = C.holds(HighestMusa);
  std::string Verdict = AtLow && AtHigh ? "true for every MUSA SDK 4.x and 5.x"
                        : !AtLow && !AtHigh
                            ? "false for every MUSA SDK 4.x and 5.x"
                            : "true for some MUSA SDKs and false for others";
  F.report(DiagID::VersionGuard, C.MacroOffset, C.Macro.size(),
           fmt::format("'{}' compares the CUDA version ({}); migrated, it "
                       "compares a MUSA version number with it and is {}",
                       C.Text, cudaVersion(C), Verdict),
           "compare MUSART_VERSION with MUSA numbers (40300 = rc4.3) or test "
           "the feature the CUDA version stood for");
}

void VersionGuardCheck::checkText(TextCheckContext &F) {
  // Back to CUDA, a test the migration decided is the CUDA test again.
  if (Options.ToCuda)
    return restoreDecided(F);
  // The comparisons of each directive, in the order of the file; not of a
  // CUDA_VERSION the file defines itself.
  llvm::SmallVector<llvm::StringRef, 2> Macros{"CUDART_VERSION"};
  if (!definesMacro(F.content(), "CUDA_VERSION"))
    Macros.push_back("CUDA_VERSION");
  llvm::MapVector<unsigned, std::vector<MacroComparison>> ByDirective;
  forEachMacroComparison(
      F.content(), Macros,
      [&](const MacroComparison &C) {
        ByDirective[logicalLineStart(F.content(), C.MacroOffset)].push_back(C);
      },
      [&](llvm::StringRef Name) { return F.integerMacro(Name); });
  for (auto &[Start, Comparisons] : ByDirective) {
    llvm::sort(Comparisons, [](const auto &A, const auto &B) {
      return A.TextOffset < B.TextOffset;
    });
    bool Decided = llvm::all_of(Comparisons, [](const MacroComparison &C) {
      auto [Low, High] = musaValues(C);
      return C.holds(Low) == C.holds(High);
    });
    bool CudaVersionDecided = false;
    if (Decided && takeOtherBranch(F, Start, Comparisons)) {
      CudaVersionDecided = llvm::any_of(Comparisons, keepsCudaName);
    } else {
      for (const MacroComparison &C : Comparisons) {
        bool Written = decideAtTorchMusa(F, C);
        CudaVersionDecided |= Written;
        if (!Written)
          report(F, C);
      }
    }
    if (CudaVersionDecided)
      decideDefinedIn(F, Start);
  }
}

void VersionGuardCheck::decideDefinedIn(TextCheckContext &F,
                                        unsigned DirectiveStart) {
  llvm::StringRef S = F.content();
  unsigned End = logicalLineEnd(S, DirectiveStart);
  // The directive starts in code, so its own line tells its comments.
  std::vector<std::pair<unsigned, unsigned>> Skipped =
      commentsAndLiterals(S.slice(DirectiveStart, End));
  static const llvm::Regex Defined(DefinedCudaVersion);
  for (unsigned At = DirectiveStart; At < End;) {
    llvm::SmallVector<llvm::StringRef, 2> M;
    llvm::StringRef Rest = S.slice(At, End);
    if (!Defined.match(Rest, &M))
      return;
    unsigned Begin = M[0].data() - S.data();
    At = Begin + M[0].size();
    bool Word = (Begin == 0 || !isWordChar(S[Begin - 1])) &&
                (At == S.size() || !isWordChar(S[At]));
    if (!Word || inRanges(Skipped, Begin - DirectiveStart) ||
        !F.replaceInPort(Begin, M[0].size(), decidedText(true, M[0])))
      continue;
    F.report(DiagID::VersionGuard, Begin, M[0].size(),
             fmt::format("'{}' tests whether CUDA_VERSION is defined, which "
                         "with mcc it is not: the port decides it with the "
                         "comparisons of CUDA_VERSION on its line, at "
                         "torch_musa's MUSA_COMP_VERSION (10400), and tests 1",
                         M[0].str()),
             "check that the branch the port takes is right for MUSA");
  }
}

} // namespace musify
