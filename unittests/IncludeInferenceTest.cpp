//===- IncludeInferenceTest.cpp - Tests of inferred include directories ---===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/IncludeInference.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

/// A tree of \p Files (path, text) in a new directory; returns its root.
std::string
makeTree(const std::vector<std::pair<std::string, std::string>> &Files) {
  llvm::SmallString<128> Dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-infer", Dir));
  for (const auto &[Path, Text] : Files) {
    std::string Full = std::string(Dir) + "/" + Path;
    EXPECT_FALSE(
        llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Full)));
    std::error_code EC;
    llvm::raw_fd_ostream Out(Full, EC);
    Out << Text;
  }
  return std::string(Dir);
}

std::vector<std::string> under(const std::string &Root,
                               std::vector<std::string> Paths) {
  for (std::string &P : Paths)
    P = Root + "/" + P;
  return Paths;
}

TEST(IncludeInferenceTest, IncludeLinesAreFoundQuotedOrAngled) {
  auto Names = includedNames("#include \"a.h\"\n  #  include <sub/b.h>\n"
                             "#include_next <c.h>\n#define X \"d.h\"\n");
  ASSERT_EQ(Names.size(), 2u);
  EXPECT_EQ(Names[0], std::make_pair(std::string("a.h"), true));
  EXPECT_EQ(Names[1], std::make_pair(std::string("sub/b.h"), false));
}

TEST(IncludeInferenceTest, TheWholeIncludedPathMustMatch) {
  TreeHeaderIndex Index({"/t/Common/helper.h", "/t/inc/sub/x.h", "/t/x.h"});
  EXPECT_EQ(Index.dirsHolding("helper.h"),
            (std::vector<std::string>{"/t/Common"}));
  EXPECT_EQ(Index.dirsHolding("sub/x.h"), (std::vector<std::string>{"/t/inc"}));
  EXPECT_EQ(Index.dirsHolding("x.h"),
            (std::vector<std::string>{"/t", "/t/inc/sub"}));
  EXPECT_TRUE(Index.dirsHolding("../x.h").empty());
  EXPECT_TRUE(Index.dirsHolding("cuda_runtime.h").empty());
}

TEST(IncludeInferenceTest, NearestDirectoryWinsThenNameOrder) {
  EXPECT_EQ(nearestDirectory("/t/a/b/k.cu", {"/t/z/inc", "/t/a/inc"}),
            "/t/a/inc");
  EXPECT_EQ(nearestDirectory("/t/k.cu", {"/t/b", "/t/a"}), "/t/a");
}

TEST(IncludeInferenceTest, GivenDirectoriesAreAbsoluteInEitherSpelling) {
  EXPECT_EQ(
      givenIncludeDirs({"-I", "inc", "-isystem/sys", "-DX", "-Iq"}, "/cwd"),
      (std::vector<std::string>{"/cwd/inc", "/sys", "/cwd/q"}));
}

TEST(IncludeInferenceTest, OnlyIncludesThatDoNotResolveAddDirectories) {
  std::string Root = makeTree({
      {"Common/helper.h", "int h;\n"},
      {"Common/local.h", "int l;\n"},
      {"app/k.cu", "#include <helper.h>\n#include \"local.h\"\n"
                   "#include \"near.h\"\n#include <cuda_runtime.h>\n"},
      {"app/near.h", "int n;\n"},
      {"app/one/util.h", "\n"},
      {"two/util.h", "\n"},
      {"app/u.cu", "#include \"util.h\"\n"},
  });
  std::vector<std::string> Files =
      under(Root, {"Common/helper.h", "Common/local.h", "app/k.cu",
                   "app/near.h", "app/one/util.h", "two/util.h", "app/u.cu"});
  TreeHeaderIndex Index(Files);
  InferredIncludeDirs R =
      inferIncludeDirs(under(Root, {"app/k.cu"}), Index, {});
  // near.h is next to k.cu; helper.h and local.h are in Common, once.
  EXPECT_EQ(R.Dirs, (std::vector<std::string>{Root + "/Common"}));
  EXPECT_TRUE(R.Ambiguous.empty());
  R = inferIncludeDirs(under(Root, {"app/k.cu"}), Index, {Root + "/Common"});
  EXPECT_TRUE(R.Dirs.empty()) << "given with -I already";
  R = inferIncludeDirs(under(Root, {"app/u.cu"}), Index, {});
  EXPECT_EQ(R.Dirs, (std::vector<std::string>{Root + "/app/one"}));
  ASSERT_EQ(R.Ambiguous.size(), 1u);
  EXPECT_EQ(R.Ambiguous[0].Included, "util.h");
  EXPECT_EQ(R.Ambiguous[0].Candidates.size(), 2u);
  llvm::sys::fs::remove_directories(Root);
}

TEST(IncludeInferenceTest, CompilerSearchPathHoldsGivenAndSystemDirectories) {
  std::vector<std::string> Dirs = compilerSearchDirs(
      {"clang++", "-x", "c++", "-I/given/inc", "-fsyntax-only", "unit.cpp"});
  EXPECT_TRUE(llvm::is_contained(Dirs, "/given/inc"));
  EXPECT_TRUE(llvm::is_contained(Dirs, "/usr/include"))
      << "the system's C headers (<unistd.h>) are on the search path";
  EXPECT_TRUE(compilerSearchDirs({}).empty());
}

} // namespace
