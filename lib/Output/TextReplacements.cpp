//===- TextReplacements.cpp - The edits that turn one text into another ---===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Both texts are cut into lines, the equal lines at the start and the end are
// set aside, and the rest is aligned line by line (a rename keeps the lines)
// or, where the line counts differ, by a longest common subsequence of lines.
// Each changed run is then aligned word by word. Where a table would be too
// large, the run is one replacement: coarser, never wrong.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/TextReplacements.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace musify {
namespace {

/// Cells of a longest-common-subsequence table worth their memory.
constexpr size_t MaxTableCells = 4u << 20;

/// Pieces of a text with their offsets: lines (with their newline), or
/// words (identifier runs, blank runs, single other characters).
struct Piece {
  llvm::StringRef Text;
  unsigned Offset;
};

std::vector<Piece> linesOf(llvm::StringRef Text, unsigned Base) {
  std::vector<Piece> Out;
  size_t At = 0;
  while (At < Text.size()) {
    size_t End = Text.find('\n', At);
    End = End == llvm::StringRef::npos ? Text.size() : End + 1;
    Out.push_back({Text.slice(At, End), static_cast<unsigned>(Base + At)});
    At = End;
  }
  return Out;
}

bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_'; }

std::vector<Piece> wordsOf(llvm::StringRef Text, unsigned Base) {
  std::vector<Piece> Out;
  size_t At = 0;
  while (At < Text.size()) {
    size_t End = At + 1;
    if (isWordChar(Text[At]))
      while (End < Text.size() && isWordChar(Text[End]))
        ++End;
    else if (Text[At] == ' ' || Text[At] == '\t')
      while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
        ++End;
    Out.push_back({Text.slice(At, End), static_cast<unsigned>(Base + At)});
    At = End;
  }
  return Out;
}

/// Pairs of equal pieces (index in A, index in B), in order: a longest
/// common subsequence. Empty when the table would be too large.
std::vector<std::pair<size_t, size_t>> commonPieces(const std::vector<Piece> &A,
                                                    const std::vector<Piece> &B,
                                                    bool &TooLarge) {
  std::vector<std::pair<size_t, size_t>> Pairs;
  size_t N = A.size(), M = B.size();
  TooLarge = (N + 1) * (M + 1) > MaxTableCells;
  if (TooLarge || N == 0 || M == 0)
    return Pairs;
  std::vector<unsigned> L((N + 1) * (M + 1));
  auto At = [&](size_t I, size_t J) -> unsigned & {
    return L[I * (M + 1) + J];
  };
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      At(I, J) = A[I].Text == B[J].Text ? At(I + 1, J + 1) + 1
                                        : std::max(At(I + 1, J), At(I, J + 1));
  for (size_t I = 0, J = 0; I < N && J < M;) {
    if (A[I].Text == B[J].Text)
      Pairs.push_back({I++, J++});
    else if (At(I + 1, J) >= At(I, J + 1))
      ++I;
    else
      ++J;
  }
  return Pairs;
}

class Differ {
public:
  Differ(llvm::StringRef Old, llvm::StringRef New) : Old(Old), New(New) {}

  /// Old[OB, OE) becomes New[NB, NE); the pieces are words or lines.
  void align(unsigned OB, unsigned OE, unsigned NB, unsigned NE, bool Words) {
    if (OB == OE || NB == NE) {
      if (OB != OE || NB != NE)
        replace(OB, OE, NB, NE);
      return;
    }
    llvm::StringRef O = Old.slice(OB, OE), N = New.slice(NB, NE);
    std::vector<Piece> A = Words ? wordsOf(O, OB) : linesOf(O, OB);
    std::vector<Piece> B = Words ? wordsOf(N, NB) : linesOf(N, NB);
    // Equal pieces at both ends cost no table.
    size_t Front = 0, Back = 0;
    while (Front < A.size() && Front < B.size() &&
           A[Front].Text == B[Front].Text)
      ++Front;
    while (Back < A.size() - Front && Back < B.size() - Front &&
           A[A.size() - 1 - Back].Text == B[B.size() - 1 - Back].Text)
      ++Back;
    // What is left, as offsets: [AB, AE) of the old text, [BB, BE) of the
    // new one.
    unsigned AB = Front < A.size() ? A[Front].Offset : OE;
    unsigned AE = Back ? A[A.size() - Back].Offset : OE;
    unsigned BB = Front < B.size() ? B[Front].Offset : NE;
    unsigned BE = Back ? B[B.size() - Back].Offset : NE;
    A = std::vector<Piece>(A.begin() + Front, A.end() - Back);
    B = std::vector<Piece>(B.begin() + Front, B.end() - Back);
    if (A.empty() || B.empty())
      return replace(AB, AE, BB, BE);
    if (!Words && A.size() == B.size()) {
      for (size_t I = 0; I < A.size(); ++I)
        if (A[I].Text != B[I].Text)
          align(A[I].Offset, A[I].Offset + A[I].Text.size(), B[I].Offset,
                B[I].Offset + B[I].Text.size(), /*Words=*/true);
      return;
    }
    bool TooLarge = false;
    std::vector<std::pair<size_t, size_t>> Same = commonPieces(A, B, TooLarge);
    if (TooLarge)
      return Words ? replace(AB, AE, BB, BE)
                   : align(AB, AE, BB, BE, /*Words=*/true);
    // Between two equal pieces, what changed: words again for lines.
    size_t I = 0, J = 0;
    auto Gap = [&](size_t IEnd, size_t JEnd) {
      unsigned GOB = I < A.size() ? A[I].Offset : AE;
      unsigned GOE = IEnd < A.size() ? A[IEnd].Offset : AE;
      unsigned GNB = J < B.size() ? B[J].Offset : BE;
      unsigned GNE = JEnd < B.size() ? B[JEnd].Offset : BE;
      if (Words)
        replace(GOB, GOE, GNB, GNE);
      else
        align(GOB, GOE, GNB, GNE, /*Words=*/true);
    };
    for (auto [SI, SJ] : Same) {
      Gap(SI, SJ);
      I = SI + 1, J = SJ + 1;
    }
    Gap(A.size(), B.size());
  }

  std::vector<Edit> take() { return std::move(Out); }

private:
  void replace(unsigned OB, unsigned OE, unsigned NB, unsigned NE) {
    if (OB == OE && NB == NE)
      return;
    // Adjacent replacements are one: a word and the blank after it.
    if (!Out.empty() && Out.back().Offset + Out.back().Length == OB &&
        LastNewEnd == NB) {
      Out.back().Length += OE - OB;
      Out.back().Text += New.slice(NB, NE).str();
    } else {
      Out.push_back({OB, OE - OB, New.slice(NB, NE).str()});
    }
    LastNewEnd = NE;
  }

  llvm::StringRef Old, New;
  std::vector<Edit> Out;
  unsigned LastNewEnd = ~0u;
};

} // namespace

std::vector<Edit> replacementsBetween(llvm::StringRef Old,
                                      llvm::StringRef New) {
  Differ D(Old, New);
  D.align(0, Old.size(), 0, New.size(), /*Words=*/false);
  return D.take();
}

std::string applyReplacements(llvm::StringRef Old,
                              const std::vector<Edit> &Replacements) {
  std::string Out;
  unsigned At = 0;
  for (const Edit &R : Replacements) {
    Out += Old.slice(At, R.Offset).str() + R.Text;
    At = R.Offset + R.Length;
  }
  return Out + Old.substr(At).str();
}

} // namespace musify
