//===- UnifiedDiff.cpp - Unified diffs of two texts -----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/UnifiedDiff.h"
#include "llvm/ADT/SmallVector.h"
#include <fmt/format.h>
#include <vector>

namespace musify {
namespace {

enum class Op { Same, Del, Add };

/// The lines of \p Text. A final newline ends the last line, it does not
/// start another; a last line without one keeps a '\n' of its own as a
/// mark (no line contains one), so that it differs from the same text with
/// a newline and is printed with "\ No newline at end of file".
std::vector<std::string> lines(llvm::StringRef Text) {
  std::vector<std::string> Out;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool Ended = Line.size() < Text.size();
    Out.push_back(Ended ? Line.str() : Line.str() + "\n");
    Text = Rest;
  }
  return Out;
}

/// The edit script between two line lists. Renames keep the line structure,
/// so equal lengths pair lines one to one; otherwise a longest common
/// subsequence over the lines (files are small enough for the quadratic
/// table).
std::vector<std::pair<Op, size_t>> script(const std::vector<std::string> &A,
                                          const std::vector<std::string> &B) {
  std::vector<std::pair<Op, size_t>> S; // index into A for Same/Del, B for Add
  if (A.size() == B.size()) {
    for (size_t I = 0; I < A.size();) {
      if (A[I] == B[I]) {
        S.push_back({Op::Same, I++});
        continue;
      }
      // A run of changed lines: its deletions, then its additions.
      size_t End = I;
      while (End < A.size() && A[End] != B[End])
        ++End;
      for (size_t X = I; X < End; ++X)
        S.push_back({Op::Del, X});
      for (size_t X = I; X < End; ++X)
        S.push_back({Op::Add, X});
      I = End;
    }
    return S;
  }
  size_t N = A.size(), M = B.size();
  std::vector<std::vector<unsigned>> L(N + 1, std::vector<unsigned>(M + 1));
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      L[I][J] = A[I] == B[J] ? L[I + 1][J + 1] + 1
                             : std::max(L[I + 1][J], L[I][J + 1]);
  size_t I = 0, J = 0;
  while (I < N || J < M) {
    if (I < N && J < M && A[I] == B[J]) {
      S.push_back({Op::Same, I});
      ++I, ++J;
    } else if (J < M && (I == N || L[I][J + 1] >= L[I + 1][J])) {
      S.push_back({Op::Add, J++});
    } else {
      S.push_back({Op::Del, I++});
    }
  }
  return S;
}

} // namespace

std::string unifiedDiff(llvm::StringRef Old, llvm::StringRef New,
                        llvm::StringRef OldName, llvm::StringRef NewName) {
  if (Old == New)
    return "";
  std::vector<std::string> A = lines(Old), B = lines(New);
  auto S = script(A, B);
  auto Line = [](char Mark, llvm::StringRef L) {
    std::string Out(1, Mark);
    if (!L.consume_back("\n"))
      return Out + L.str() + "\n";
    return Out + L.str() + "\n\\ No newline at end of file\n";
  };
  std::string Out =
      fmt::format("--- {}\n+++ {}\n", OldName.str(), NewName.str());
  const size_t Context = 3;
  size_t K = 0;
  while (K < S.size()) {
    // Find the next change and the extent of its hunk.
    while (K < S.size() && S[K].first == Op::Same)
      ++K;
    if (K == S.size())
      break;
    size_t Begin = K >= Context ? K - Context : 0;
    size_t End = K;
    size_t LastChange = K;
    while (End < S.size() &&
           (S[End].first != Op::Same || End - LastChange <= 2 * Context)) {
      if (S[End].first != Op::Same)
        LastChange = End;
      ++End;
    }
    End = std::min(S.size(), LastChange + Context + 1);
    // Line numbers of the hunk.
    size_t OldStart = 0, NewStart = 0;
    for (size_t X = 0; X < Begin; ++X) {
      OldStart += S[X].first != Op::Add;
      NewStart += S[X].first != Op::Del;
    }
    size_t OldLen = 0, NewLen = 0;
    std::string Body;
    for (size_t X = Begin; X < End; ++X) {
      auto [Kind, Index] = S[X];
      if (Kind == Op::Same) {
        Body += Line(' ', A[Index]);
        ++OldLen, ++NewLen;
      } else if (Kind == Op::Del) {
        Body += Line('-', A[Index]);
        ++OldLen;
      } else {
        Body += Line('+', B[Index]);
        ++NewLen;
      }
    }
    // An empty range is named by the line before it (0: none).
    Out += fmt::format("@@ -{},{} +{},{} @@\n", OldStart + (OldLen != 0),
                       OldLen, NewStart + (NewLen != 0), NewLen) +
           Body;
    K = End;
  }
  return Out;
}

} // namespace musify
