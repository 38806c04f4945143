//===- LineAlignmentTest.cpp - A port's column in the original ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/LineAlignment.h"
#include "gtest/gtest.h"

using musify::originalColumn;

namespace {

TEST(LineAlignmentTest, UnchangedLineKeepsItsColumn) {
  EXPECT_EQ(originalColumn("  int x = f();", "  int x = f();", 9), 9u);
}

TEST(LineAlignmentTest, ColumnAfterALongerNameMovesBack) {
  // "c10::musa::getCurrentMUSAStream" is 2 characters longer than
  // "at::cuda::getCurrentCUDAStream"; the 's' of "s)" follows it.
  llvm::StringRef Original = "  f(at::cuda::getCurrentCUDAStream(), s);";
  llvm::StringRef Port = "  f(c10::musa::getCurrentMUSAStream(), s);";
  EXPECT_EQ(originalColumn(Original, Port, Port.find("s)") + 1),
            Original.find("s)") + 1);
  // Inside a replaced name: where the original's name begins.
  EXPECT_EQ(originalColumn(Original, Port, Port.find("MUSAStream") + 1),
            Original.find("getCurrentCUDAStream") + 1);
  EXPECT_EQ(originalColumn(Original, Port, Port.find("c10") + 2),
            Original.find("at::") + 1);
}

TEST(LineAlignmentTest, DecidedConditionMapsToItsStart) {
  llvm::StringRef Original = "#if CUDA_VERSION >= 9000 && X";
  llvm::StringRef Port = "#if 1 /* was CUDA_VERSION >= 9000 */ && X";
  EXPECT_EQ(originalColumn(Original, Port, Port.find("X") + 1),
            Original.find("X") + 1);
}

TEST(LineAlignmentTest, ColumnsPastTheEndStayOnTheLine) {
  EXPECT_EQ(originalColumn("ab", "abcdef", 7), 3u);
  EXPECT_EQ(originalColumn("abc", "xyz", 0), 1u);
  EXPECT_EQ(originalColumn("", "", 5), 1u);
}

TEST(LineAlignmentTest, LongLinesUsePrefixAndSuffix) {
  std::string Original, Port;
  for (int I = 0; I < 400; ++I) {
    Original += "a, ";
    Port += "a, ";
  }
  Original += "cudaFree(p); q";
  Port += "musaFree(p); q";
  EXPECT_EQ(originalColumn(Original, Port, Port.size()), Original.size());
  EXPECT_EQ(originalColumn(Original, Port, Port.find("musaFree") + 2),
            Original.find("cudaFree") + 1);
}

} // namespace
