//===- WordsTest.cpp - Tests of finding names in text ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/Words.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace musify;

namespace {

TEST(WordsTest, IncludeLines) {
  auto Quoted = parseIncludeLine("  #  include \"cuda/k.cuh\" // x");
  ASSERT_TRUE(Quoted);
  EXPECT_EQ(Quoted->Name, "cuda/k.cuh");
  EXPECT_FALSE(Quoted->Angled);
  EXPECT_EQ(Quoted->Offset, 14u);
  auto Angled = parseIncludeLine("#include_next <common.cuh>");
  ASSERT_TRUE(Angled);
  EXPECT_EQ(Angled->Name, "common.cuh");
  EXPECT_TRUE(Angled->Angled);
  EXPECT_FALSE(parseIncludeLine("#include \"unclosed.h"));
  EXPECT_FALSE(parseIncludeLine("#pragma include \"x.h\""));
  EXPECT_FALSE(parseIncludeLine("#include MACRO"));
}

TEST(WordsTest, IdentifiersOutsideCommentsStringsAndIncludes) {
  std::vector<std::string> Seen;
  forEachIdentifier(
      "#include <foo_cuda.h>\nint a_cuda = f(\"b_cuda\"); // c\n",
      [&](unsigned, llvm::StringRef Name) { Seen.push_back(Name.str()); });
  EXPECT_EQ(Seen, (std::vector<std::string>{"int", "a_cuda", "f"}));
}

TEST(WordsTest, MacroAndPathWords) {
  std::vector<size_t> Macros;
  forEachMacroWord("-DWITH_CUDA WITH_CUDA_X ('WITH_CUDA', None)", "WITH_CUDA",
                   [&](size_t At) { Macros.push_back(At); });
  EXPECT_EQ(Macros, (std::vector<size_t>{2, 26}));
  std::vector<std::pair<size_t, bool>> Paths;
  forEachPathWord(
      "add_subdirectory(cuda) src/cuda/k.cu cuda.cu", "cuda",
      [&](size_t At, bool InPath) { Paths.push_back({At, InPath}); });
  EXPECT_EQ(Paths,
            (std::vector<std::pair<size_t, bool>>{{17, false}, {27, true}}));
}

} // namespace
