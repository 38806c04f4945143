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

TEST(WordsTest, IncludeDirectivesSkipBlockComments) {
  llvm::StringRef Text = "#include <a.h>\n"
                         "/* #include <b.h>\n"
                         "#include <c.h> */ #include \"d.h\"\n"
                         "  #  include <e.h> // comment\n"
                         "int x; /* open\n"
                         "#include <f.h>\n"
                         "*/\n"
                         "#include <g.h>";
  std::vector<IncludeDirective> D = includeDirectives(Text);
  ASSERT_EQ(D.size(), 4u);
  EXPECT_EQ(D[0].Spelled, "a.h");
  EXPECT_EQ(D[0].Begin, 0u);
  EXPECT_EQ(D[0].End, 14u);
  // A comment that spans lines is one blank: the directive after it counts.
  EXPECT_EQ(D[1].Spelled, "d.h");
  EXPECT_EQ(D[2].Spelled, "e.h");
  EXPECT_EQ(D[3].Spelled, "g.h");
  EXPECT_EQ(D[3].End, Text.size());
}

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

TEST(WordsTest, DefineLines) {
  auto Object = parseDefineLine(" #  define CC_VOLTA 700 // x");
  ASSERT_TRUE(Object);
  EXPECT_EQ(Object->Name, "CC_VOLTA");
  EXPECT_EQ(Object->Rest, " 700 // x");
  auto Function = parseDefineLine("#define CHECK(x) x");
  ASSERT_TRUE(Function);
  EXPECT_EQ(Function->Name, "CHECK");
  EXPECT_EQ(Function->Rest, "(x) x");
  EXPECT_FALSE(parseDefineLine("#defined X 1"));
  EXPECT_FALSE(parseDefineLine("#define"));
  EXPECT_FALSE(parseDefineLine("int define X;"));
}

TEST(WordsTest, IntegerDefines) {
  llvm::StringMap<unsigned long long> V =
      integerDefines("#define A 700 // the first\n"
                     "#define B 0x1F\n"
                     "#define C 12000UL /* ul */\n"
                     "#define D (A + 50)\n"
                     "#define E(x) 5\n"
                     "#define F 1\n"
                     "#define F 2\n"
                     "#define G 3\n"
                     "#define G other\n");
  EXPECT_EQ(V.lookup("A"), 700u);
  EXPECT_EQ(V.lookup("B"), 31u);
  EXPECT_EQ(V.lookup("C"), 12000u);
  EXPECT_FALSE(V.contains("D")); // an expression is not guessed at
  EXPECT_FALSE(V.contains("E")); // function-like
  EXPECT_EQ(V.lookup("F"), 2u);  // the last definition
  EXPECT_FALSE(V.contains("G")); // redefined as something else
  EXPECT_EQ(integerLiteralValue("07"), 7u);
  EXPECT_FALSE(integerLiteralValue("UL"));
  EXPECT_FALSE(integerLiteralValue("99999999999999999999999"));
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

TEST(WordsTest, ConditionAt) {
  llvm::StringRef Text = "int a;\n"
                         "#if defined(__NVCC__) || \\\n"
                         "    defined(__MUSA__)\n"
                         "#ifdef __NVCC__\n"
                         "#elif X\n";
  // The condition with its continued line, from either of its lines.
  llvm::StringRef Condition =
      "#if defined(__NVCC__) || \\\n    defined(__MUSA__)";
  EXPECT_EQ(conditionAt(Text, Text.find("__NVCC__")), Condition);
  EXPECT_EQ(conditionAt(Text, Text.find("__MUSA__")), Condition);
  EXPECT_EQ(conditionAt(Text, Text.find("#elif") + 6), "#elif X");
  // At the start of a line, the condition of that line, not the one before.
  EXPECT_EQ(conditionAt("#if X\nY", 6), "");
  EXPECT_EQ(conditionAt("a\n#if Y", 2), "#if Y");
  // Not a condition with several operands, not a directive, out of range.
  EXPECT_EQ(conditionAt(Text, Text.find("#ifdef") + 7), "");
  EXPECT_EQ(conditionAt(Text, 0), "");
  EXPECT_EQ(conditionAt(Text, Text.size() + 1), "");
  EXPECT_EQ(conditionAt("", 0), "");
  // What a caller does with "": no identifiers, and no read of a buffer
  // that an empty StringRef does not have.
  unsigned Seen = 0;
  forEachIdentifier(llvm::StringRef(),
                    [&](unsigned, llvm::StringRef) { ++Seen; });
  EXPECT_EQ(Seen, 0u);
  // A condition is a slice of its file: the identifiers of the lines after
  // it are not its own (the lexer must not read on past the slice's end).
  std::vector<std::string> Names;
  llvm::StringRef Line = "#if A \nint B;\n";
  forEachIdentifier(Line.take_front(6), [&](unsigned, llvm::StringRef N) {
    Names.push_back(N.str());
  });
  EXPECT_EQ(Names, (std::vector<std::string>{"if", "A"}));
}

} // namespace
