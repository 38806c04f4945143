//===- LineAlignment.cpp - A column of a changed line, in the original ----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/LineAlignment.h"
#include "clang/Basic/CharInfo.h"
#include <algorithm>
#include <vector>

namespace musify {

namespace {

/// A token of a line: a word, a run of blanks, or one other character.
struct Piece {
  llvm::StringRef Text;
  unsigned Begin = 0;
};

std::vector<Piece> piecesOf(llvm::StringRef Line) {
  std::vector<Piece> Pieces;
  for (size_t I = 0; I < Line.size();) {
    size_t End = I + 1;
    auto Same = [&](auto Is) {
      while (End < Line.size() && Is(Line[End]))
        ++End;
    };
    if (clang::isAsciiIdentifierContinue(Line[I]))
      Same([](char C) { return clang::isAsciiIdentifierContinue(C); });
    else if (clang::isHorizontalWhitespace(Line[I]))
      Same([](char C) { return clang::isHorizontalWhitespace(C); });
    Pieces.push_back({Line.slice(I, End), static_cast<unsigned>(I)});
    I = End;
  }
  return Pieces;
}

/// For each piece of \p B, the index of the piece of \p A it is aligned
/// with (a longest common subsequence), or -1.
std::vector<int> align(const std::vector<Piece> &A,
                       const std::vector<Piece> &B) {
  size_t N = A.size(), M = B.size();
  // Longest common subsequence of the suffixes, row by row.
  std::vector<std::vector<unsigned>> L(N + 1, std::vector<unsigned>(M + 1));
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      L[I][J] = A[I].Text == B[J].Text ? L[I + 1][J + 1] + 1
                                       : std::max(L[I + 1][J], L[I][J + 1]);
  std::vector<int> Match(M, -1);
  for (size_t I = 0, J = 0; I < N && J < M;) {
    if (A[I].Text == B[J].Text) {
      Match[J++] = static_cast<int>(I++);
    } else if (L[I + 1][J] >= L[I][J + 1]) {
      ++I;
    } else {
      ++J;
    }
  }
  return Match;
}

/// Lines longer than this many tokens are aligned by their common prefix
/// and suffix alone (the table of the alignment grows with the square).
constexpr size_t MaxPieces = 512;

unsigned byPrefixAndSuffix(llvm::StringRef Original, llvm::StringRef Port,
                           unsigned At) {
  size_t Prefix = 0;
  while (Prefix < Original.size() && Prefix < Port.size() &&
         Original[Prefix] == Port[Prefix])
    ++Prefix;
  if (At < Prefix)
    return At + 1;
  size_t Suffix = 0;
  while (Suffix < Original.size() - Prefix && Suffix < Port.size() - Prefix &&
         Original[Original.size() - 1 - Suffix] ==
             Port[Port.size() - 1 - Suffix])
    ++Suffix;
  if (At >= Port.size() - Suffix)
    return Original.size() - (Port.size() - At) + 1;
  return Prefix + 1;
}

} // namespace

unsigned originalColumn(llvm::StringRef Original, llvm::StringRef Port,
                        unsigned Column) {
  unsigned At = Column == 0 ? 0 : Column - 1;
  if (Original == Port)
    return std::min<unsigned>(Column ? Column : 1, Original.size() + 1);
  if (At >= Port.size())
    return Original.size() + 1;
  std::vector<Piece> A = piecesOf(Original), B = piecesOf(Port);
  if (A.size() > MaxPieces || B.size() > MaxPieces)
    return byPrefixAndSuffix(Original, Port, At);
  std::vector<int> Match = align(A, B);
  size_t J = 0;
  while (J + 1 < B.size() && B[J + 1].Begin <= At)
    ++J;
  if (Match[J] >= 0)
    return A[Match[J]].Begin + (At - B[J].Begin) + 1;
  // Replaced text: where the original's replaced text begins, after the
  // last piece before it that the two lines share.
  for (size_t K = J; K-- > 0;)
    if (Match[K] >= 0)
      return A[Match[K]].Begin + A[Match[K]].Text.size() + 1;
  return 1;
}

} // namespace musify
