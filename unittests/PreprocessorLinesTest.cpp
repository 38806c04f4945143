//===- PreprocessorLinesTest.cpp - Tests of logical lines -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/PreprocessorLines.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(PreprocessorLinesTest, LogicalLinesJoinEscapedNewlines) {
  llvm::StringRef Text = "int a;\n"
                         "#if A && \\\n"
                         "    B && \\\r\n"
                         "    C\n"
                         "#endif";
  unsigned If = Text.find("#if");
  unsigned C = Text.find("C\n");
  EXPECT_EQ(logicalLineEnd(Text, If), Text.find("\n#endif"));
  EXPECT_EQ(logicalLineStart(Text, C), If);
  EXPECT_EQ(logicalLineStart(Text, Text.find("B")), If);
  EXPECT_EQ(logicalLineStart(Text, 3), 0u);
  EXPECT_EQ(logicalLineStart(Text, 0), 0u);
  // An offset at the start of a line (just after a newline) is in it.
  EXPECT_EQ(logicalLineStart(Text, If), If);
  EXPECT_EQ(logicalLineStart("a\nb", 2), 2u);
  // The last line has no newline: it ends where the text does.
  unsigned Endif = Text.find("#endif");
  EXPECT_EQ(logicalLineStart(Text, Endif + 2), Endif);
  EXPECT_EQ(logicalLineEnd(Text, Endif), Text.size());
  EXPECT_EQ(logicalLineEnd("", 0), 0u);
}

TEST(PreprocessorLinesTest, Directives) {
  Directive D = parseDirective("  #  elif(X > 1)");
  EXPECT_EQ(D.Keyword, "elif");
  EXPECT_EQ(D.Rest, "(X > 1)");
  EXPECT_EQ(parseDirective("#ifdef FOO").Keyword, "ifdef");
  EXPECT_EQ(parseDirective("int a; # if").Keyword, "");
  EXPECT_EQ(parseDirective("").Rest, "");
  llvm::StringRef Text = "#define F(x) \\\n  (x)\nint b;\n";
  D = directiveAt(Text, 0);
  EXPECT_EQ(D.Keyword, "define");
  EXPECT_EQ(D.Rest, " F(x) \\\n  (x)");
  EXPECT_EQ(directiveAt(Text, Text.find("int")).Keyword, "");
}

} // namespace
