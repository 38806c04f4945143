//===- TextReplacementsTest.cpp -------------------------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/TextReplacements.h"
#include "gtest/gtest.h"
#include <random>

using namespace musify;

namespace {

std::string show(const std::vector<Edit> &Rs) {
  std::string Out;
  for (const Edit &R : Rs)
    Out += std::to_string(R.Offset) + "+" + std::to_string(R.Length) + ":" +
           R.Text + ";";
  return Out;
}

TEST(TextReplacementsTest, RenamesAreWholeWords) {
  std::string Old = "  cudaMalloc(&p, n);\n  cudaFree(p);\n";
  std::string New = "  musaMalloc(&p, n);\n  musaFree(p);\n";
  auto Rs = replacementsBetween(Old, New);
  EXPECT_EQ(show(Rs), "2+10:musaMalloc;23+8:musaFree;");
  EXPECT_EQ(applyReplacements(Old, Rs), New);
}

TEST(TextReplacementsTest, EqualTextsNeedNothing) {
  EXPECT_TRUE(replacementsBetween("a\nb\n", "a\nb\n").empty());
  EXPECT_TRUE(replacementsBetween("", "").empty());
}

TEST(TextReplacementsTest, InsertedLinesAndChangedWordsInOneFile) {
  std::string Old = "find_package(CUDA)\nadd(x.cu)\nlink(cudart)\n";
  std::string New =
      "find_package(MUSA)\ninclude(musa)\nadd(x.mu)\nlink(musart)\n";
  auto Rs = replacementsBetween(Old, New);
  EXPECT_EQ(applyReplacements(Old, Rs), New);
  EXPECT_EQ(show(Rs), "13+4:MUSA;19+0:include(musa)\n;25+2:mu;34+6:musart;");
}

TEST(TextReplacementsTest, LastLineWithoutNewline) {
  for (auto [Old, New] : std::vector<std::pair<std::string, std::string>>{
           {"a cuda", "a musa\n"}, {"x\n", "x"}, {"", "new"}, {"old", ""}})
    EXPECT_EQ(applyReplacements(Old, replacementsBetween(Old, New)), New);
}

// Whatever the texts, the replacements give the new text, in order and
// without overlap.
TEST(TextReplacementsTest, RandomTextsRoundTrip) {
  std::mt19937 Gen(42);
  const char *Words[] = {"cuda", "musa", " ", "\n", "(", "x", "\t", "_y1"};
  auto Random = [&](unsigned N) {
    std::string S;
    for (unsigned I = 0; I < N; ++I)
      S += Words[Gen() % 8];
    return S;
  };
  for (unsigned I = 0; I < 500; ++I) {
    std::string Old = Random(Gen() % 60), New = Random(Gen() % 60);
    auto Rs = replacementsBetween(Old, New);
    unsigned End = 0;
    for (const Edit &R : Rs) {
      ASSERT_GE(R.Offset, End);
      End = R.Offset + R.Length;
    }
    ASSERT_LE(End, Old.size());
    ASSERT_EQ(applyReplacements(Old, Rs), New) << Old << "\n--\n" << New;
  }
}

} // namespace
