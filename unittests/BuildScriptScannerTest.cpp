//===- BuildScriptScannerTest.cpp - Tests of build-script matching --------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/ScriptText.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

size_t endAfter(llvm::StringRef Text, llvm::StringRef Inside) {
  return ScriptText(Text, "cmake")
      .commandEnd(Text.find(Inside) + Inside.size());
}

llvm::StringSet<> definedNames(llvm::StringRef Text) {
  return cmakeDefinedNames(ScriptText(Text, "cmake"));
}

TEST(BuildScriptScannerTest, CMakeCommandEndsAtItsParenthesis) {
  llvm::StringRef Simple = "project(demo LANGUAGES CXX CUDA)\nadd_library(x)";
  EXPECT_EQ(endAfter(Simple, "CUDA"), Simple.find('\n'));
  llvm::StringRef Nested =
      "project(demo VERSION ${V} DESCRIPTION \"a (b) \\\" c)\" # )\n"
      "  LANGUAGES CUDA)\nrest";
  EXPECT_EQ(endAfter(Nested, "demo"), Nested.find("\nrest"));
  // A bracket comment or argument holds no parenthesis of the command.
  llvm::StringRef Bracket = "project(demo #[[ ) ]] [=[ ) ]=] CUDA)\nrest";
  EXPECT_EQ(endAfter(Bracket, "demo"), Bracket.find("\nrest"));
  // `[[` in the middle of a word opens no bracket argument.
  llvm::StringRef Word = "add_library(a[[b k.cu)\nrest";
  EXPECT_EQ(endAfter(Word, "a[["), Word.find("\nrest"));
  EXPECT_EQ(endAfter("project(demo LANGUAGES CUDA", "demo"),
            llvm::StringRef::npos);
}

TEST(BuildScriptScannerTest, DefinedNamesLeaveCommentsOut) {
  llvm::StringSet<> Names = definedNames("set(A 1) # set(B 2)\n"
                                         "#[[\nset(C 3)\n]]\n"
                                         "set(D \"#\")\n"
                                         "option(E \"e\" ON)\n"
                                         "message(\"set(F 1)\")\n");
  EXPECT_TRUE(Names.contains("A"));
  EXPECT_FALSE(Names.contains("B"));
  EXPECT_FALSE(Names.contains("C")); // in a bracket comment
  EXPECT_TRUE(Names.contains("D"));
  EXPECT_TRUE(Names.contains("E"));
  EXPECT_FALSE(Names.contains("F")); // quoted text
  EXPECT_EQ(Names.size(), 3u);
}

TEST(BuildScriptScannerTest, ScriptTextReadsEachLanguagesComments) {
  // A `#` in quotes starts no comment; in Make, `\#` is a `#`.
  llvm::StringRef CMake = "set(F \"-DX=#1 -lineinfo\") # -G\n";
  ScriptText C(CMake, "cmake");
  EXPECT_FALSE(C.inComment(CMake.find("-lineinfo")));
  EXPECT_TRUE(C.inQuotes(CMake.find("-lineinfo")));
  EXPECT_TRUE(C.inComment(CMake.find("-G")));
  llvm::StringRef Python = "flags = ['-DX=#1', '-lineinfo']  # '-G'\n";
  ScriptText P(Python, "python");
  EXPECT_FALSE(P.inComment(Python.find("-lineinfo")));
  EXPECT_TRUE(P.inComment(Python.find("-G")));
  // An escaped quote outside quotes opens no string (CMake); an escaped
  // quote in a string and triple quotes over lines (Python).
  llvm::StringRef Escaped = "add_definitions(-DV=\\\"1\\\")\n# -G\n";
  EXPECT_TRUE(ScriptText(Escaped, "cmake").inComment(Escaped.find("-G")));
  llvm::StringRef Strings = "a = 'it\\'s'  # -G\n"
                            "b = \"\"\"x\n# -H\ny\"\"\"  # -I\n";
  ScriptText S(Strings, "python");
  EXPECT_TRUE(S.inComment(Strings.find("-G")));
  EXPECT_FALSE(S.inComment(Strings.find("-H")));
  EXPECT_TRUE(S.inQuotes(Strings.find("-H")));
  EXPECT_TRUE(S.inComment(Strings.find("-I")));
  llvm::StringRef Make = "F = -DX=\\#1 -lineinfo # -G\n";
  ScriptText M(Make, "make");
  EXPECT_FALSE(M.inComment(Make.find("-lineinfo")));
  EXPECT_TRUE(M.inComment(Make.find("-G")));
  ASSERT_EQ(M.valuesOf("F").size(), 1u);
  EXPECT_EQ(M.valuesOf("F")[0], Make.find("-DX"));
}

TEST(BuildScriptScannerTest, KindsByFileName) {
  EXPECT_EQ(buildScriptKind("a/CMakeLists.txt"), "cmake");
  EXPECT_EQ(buildScriptKind("cmake/Cuda.cmake"), "cmake");
  EXPECT_EQ(buildScriptKind("Makefile"), "make");
  EXPECT_EQ(buildScriptKind("rules.mk"), "make");
  EXPECT_EQ(buildScriptKind("setup.py"), "python");
  EXPECT_EQ(buildScriptKind("main.py"), "");
}

/// \p Text with the flag \p Flag (its first occurrence) taken out as a
/// script of \p Kind.
std::string without(llvm::StringRef Text, llvm::StringRef Flag,
                    llvm::StringRef Kind) {
  auto [Begin, Length] = flagRemoval(Text, Text.find(Flag), Flag.size(), Kind);
  return (Text.take_front(Begin) + Text.drop_front(Begin + Length)).str();
}

TEST(BuildScriptScannerTest, FlagRemovalKeepsTheScriptWellFormed) {
  // In a string of flags: the blank before it, or after it where it is
  // the first.
  EXPECT_EQ(without("set(F \"${F} -lineinfo\")", "-lineinfo", "cmake"),
            "set(F \"${F}\")");
  EXPECT_EQ(without("set(F \"-lineinfo -O3\")", "-lineinfo", "cmake"),
            "set(F \"-O3\")");
  // A generator expression keeps its (now empty) value.
  EXPECT_EQ(without("opts(x $<$<COMPILE_LANGUAGE:MUSA>:-lineinfo>)",
                    "-lineinfo", "cmake"),
            "opts(x $<$<COMPILE_LANGUAGE:MUSA>:>)");
  // A quoted argument of its own goes with its quotes.
  EXPECT_EQ(without("list(APPEND F \"-lineinfo\")", "-lineinfo", "cmake"),
            "list(APPEND F)");
  // Alone on its line: the line.
  EXPECT_EQ(without("opts(x\n  -lineinfo\n  -O3)", "-lineinfo", "cmake"),
            "opts(x\n  -O3)");
  EXPECT_EQ(without("NVCCFLAGS += -O3 -lineinfo\nall:", "-lineinfo", "make"),
            "NVCCFLAGS += -O3\nall:");
}

TEST(BuildScriptScannerTest, FlagRemovalTakesAPythonListElement) {
  EXPECT_EQ(without("[\"-O3\", \"-lineinfo\"]", "-lineinfo", "python"),
            "[\"-O3\"]");
  EXPECT_EQ(without("['-lineinfo', '-O3']", "-lineinfo", "python"), "['-O3']");
  EXPECT_EQ(without("['-lineinfo']", "-lineinfo", "python"), "[]");
  EXPECT_EQ(without("[\n  '-O3',\n  '-lineinfo',\n]", "-lineinfo", "python"),
            "[\n  '-O3',\n]");
  EXPECT_EQ(without("['-O3', '-lineinfo',\n  '-g']", "-lineinfo", "python"),
            "['-O3',\n  '-g']");
  // Inside one string of several flags it is a word, as in CMake.
  EXPECT_EQ(without("['-O3 -lineinfo']", "-lineinfo", "python"), "['-O3']");
}

TEST(BuildScriptScannerTest, CudaSourceArgumentsAreFilesByName) {
  auto Sources = [](llvm::StringRef Text) {
    ScriptText Script(Text, "cmake");
    std::vector<std::string> Out;
    for (llvm::StringRef S :
         cmakeCudaSourceArguments(Script, Text.find('(') + 1))
      Out.push_back(S.str());
    return Out;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(Sources("add_executable(app main.cu src/k.cu util.cpp k.cuh)"),
            (V{"main.cu", "src/k.cu"}));
  // Not followed: variables, generator expressions, globs, quoted names;
  // a comment is skipped.
  EXPECT_EQ(Sources("add_library(l STATIC ${SRCS} $<$<BOOL:X>:a.cu> *.cu "
                    "\"q.cu\" # c.cu\n  d.cu)"),
            (V{"d.cu"}));
  EXPECT_EQ(Sources("add_executable(app main.cpp)"), V{});
  // Nor in a bracket comment or argument.
  EXPECT_EQ(Sources("add_executable(app #[[ x.cu ]] [[y.cu]] z.cu)"),
            V{"z.cu"});
}

TEST(BuildScriptScannerTest, NamesTheScriptDefines) {
  llvm::StringSet<> Names = definedNames(
      "set(CUDA_KERNEL_SOURCE k.cu)\nSET( CUDA_FATBIN_FILE x)\n"
      "option(CUDA_USE_X \"\" ON)\nfunction(cuda_helper a)\nendfunction()\n"
      "# set(CUDA_IN_COMMENT 1)\nreset(CUDA_NOT_SET)\n"
      "message(${CUDA_INCLUDE_DIRS})\n");
  EXPECT_TRUE(Names.contains("CUDA_KERNEL_SOURCE"));
  EXPECT_TRUE(Names.contains("CUDA_FATBIN_FILE"));
  EXPECT_TRUE(Names.contains("CUDA_USE_X"));
  EXPECT_TRUE(Names.contains("cuda_helper"));
  EXPECT_FALSE(Names.contains("CUDA_IN_COMMENT"));
  EXPECT_FALSE(Names.contains("CUDA_NOT_SET"));
  EXPECT_FALSE(Names.contains("CUDA_INCLUDE_DIRS"));
}

} // namespace
