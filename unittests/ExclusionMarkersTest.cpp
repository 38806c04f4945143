//===- ExclusionMarkersTest.cpp - Tests of MUSIFY_EXCL_* ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/ExclusionMarkers.h"
#include "musify/Support/PreprocessorLines.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(ExclusionMarkersTest, LineAndBlock) {
  std::string Code = "a\nb // MUSIFY_EXCL_LINE\nc\n// MUSIFY_EXCL_START\nd\n"
                     "// MUSIFY_EXCL_STOP\ne\n";
  auto R = findExcludedRanges(Code);
  EXPECT_FALSE(inRanges(R, Code.find('a')));
  EXPECT_TRUE(inRanges(R, Code.find('b')));
  EXPECT_FALSE(inRanges(R, Code.find('c')));
  EXPECT_TRUE(inRanges(R, Code.find('d')));
  EXPECT_TRUE(inRanges(R, Code.find("// MUSIFY_EXCL_STOP")));
  EXPECT_FALSE(inRanges(R, Code.find('e')));
}

TEST(ExclusionMarkersTest, UnclosedBlockRunsToEnd) {
  std::string Code = "a\n// MUSIFY_EXCL_START\nb\nc";
  auto R = findExcludedRanges(Code);
  EXPECT_FALSE(inRanges(R, 0));
  EXPECT_TRUE(inRanges(R, Code.find('c')));
}

TEST(ExclusionMarkersTest, NoMarkersNoRanges) {
  EXPECT_TRUE(findExcludedRanges("cudaMalloc(p);\n").empty());
}

} // namespace
