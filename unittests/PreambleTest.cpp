//===- PreambleTest.cpp - The leading #include lines of a source ----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/HeaderCache/Preamble.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

std::vector<std::string> includes(llvm::StringRef Source,
                                  llvm::StringRef Beside = "") {
  return leadingIncludes(Source,
                         [&](llvm::StringRef Name) { return Name == Beside; });
}

using Lines = std::vector<std::string>;

TEST(PreambleTest, IncludesUntilTheFirstOtherLine) {
  EXPECT_EQ(includes("#include <cuda_runtime.h>\n"
                     "  #  include   \"cublas_v2.h\"  // BLAS\n"
                     "\n"
                     "__global__ void k() {}\n"
                     "#include <curand.h>\n"),
            (Lines{"#include <cuda_runtime.h>", "#include \"cublas_v2.h\""}));
}

TEST(PreambleTest, CommentsAndAByteOrderMarkAreSkipped) {
  EXPECT_EQ(includes("\xEF\xBB\xBF// Copyright\n/* a\n   block */\n"
                     "#include <a.h>\r\n/* between */ #include <b.h>\n"),
            (Lines{"#include <a.h>", "#include <b.h>"}));
}

TEST(PreambleTest, AnythingThatIsNotAPlainIncludeEndsIt) {
  EXPECT_EQ(includes("#include <a.h>\n#define X 1\n#include <b.h>\n"),
            Lines{"#include <a.h>"});
  EXPECT_EQ(includes("#include <a.h>\n#ifdef X\n#include <b.h>\n#endif\n"),
            Lines{"#include <a.h>"});
  EXPECT_EQ(includes("#include_next <a.h>\n"), Lines{});
  EXPECT_EQ(includes("#include HEADER\n"), Lines{});
  EXPECT_EQ(includes("#import <a.h>\n"), Lines{});
  EXPECT_EQ(includes("#include <a.h> /* x */\n"), Lines{});
  EXPECT_EQ(includes("#include <a.h\n"), Lines{});
  EXPECT_EQ(includes("#include <>\n"), Lines{});
  EXPECT_EQ(includes("#includefoo <a.h>\n"), Lines{});
}

TEST(PreambleTest, ContinuedLinesEndIt) {
  // A backslash makes the next line part of the directive or comment.
  EXPECT_EQ(includes("#include <a.h>\n#include \\\n<b.h>\n"),
            Lines{"#include <a.h>"});
  EXPECT_EQ(includes("#include <a.h>\n// note \\\n#include <b.h>\n"),
            Lines{"#include <a.h>"});
  EXPECT_EQ(includes("#include <a.h>\n/* open\n"), Lines{"#include <a.h>"});
}

TEST(PreambleTest, AQuotedNameFoundBesideTheMainFileEndsIt) {
  EXPECT_EQ(includes("#include \"cuda_runtime.h\"\n#include \"common.cuh\"\n"
                     "#include <curand.h>\n",
                     "common.cuh"),
            Lines{"#include \"cuda_runtime.h\""});
  // An angled include does not search the main file's directory.
  EXPECT_EQ(includes("#include <common.cuh>\n", "common.cuh"),
            Lines{"#include <common.cuh>"});
}

TEST(PreambleTest, TextOfAPrefix) {
  Lines L{"#include <a.h>", "#include \"b.h\""};
  EXPECT_EQ(preambleText(L, 1), "#include <a.h>\n");
  EXPECT_EQ(preambleText(L, 5), "#include <a.h>\n#include \"b.h\"\n");
  EXPECT_EQ(preambleText(L, 0), "");
}

} // namespace
