//===- BuildScriptScannerTest.cpp - Tests of build-script matching --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/BuildScriptScanner.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

size_t endAfter(llvm::StringRef Text, llvm::StringRef Inside) {
  return cmakeCommandEnd(Text, Text.find(Inside) + Inside.size());
}

TEST(BuildScriptScannerTest, CMakeCommandEndsAtItsParenthesis) {
  llvm::StringRef Simple = "project(demo LANGUAGES CXX CUDA)\nadd_library(x)";
  EXPECT_EQ(endAfter(Simple, "CUDA"), Simple.find('\n'));
  llvm::StringRef Nested =
      "project(demo VERSION ${V} DESCRIPTION \"a (b) \\\" c)\" # )\n"
      "  LANGUAGES CUDA)\nrest";
  EXPECT_EQ(endAfter(Nested, "demo"), Nested.find("\nrest"));
  EXPECT_EQ(cmakeCommandEnd("project(demo LANGUAGES CUDA", 8),
            llvm::StringRef::npos);
}

TEST(BuildScriptScannerTest, KindsByFileName) {
  EXPECT_EQ(buildScriptKind("a/CMakeLists.txt"), "cmake");
  EXPECT_EQ(buildScriptKind("cmake/Cuda.cmake"), "cmake");
  EXPECT_EQ(buildScriptKind("Makefile"), "make");
  EXPECT_EQ(buildScriptKind("rules.mk"), "make");
  EXPECT_EQ(buildScriptKind("setup.py"), "python");
  EXPECT_EQ(buildScriptKind("main.py"), "");
}

} // namespace
