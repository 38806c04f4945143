//===- LibraryGapsTest.cpp - Tests of what MUTLASS lacks of CUTLASS -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/LibraryGaps.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

class LibraryGapsTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("library-gaps", Root));
    write("cuda/cute/config.hpp",
          "#define CUTE_NO_UNROLL\n#define CUTE_X\n"
          "namespace cute { void cp_async_fence(); int xff();\n"
          "inline int launch() { return cudaLaunchKernelEx(0); }\n"
          "template <class T> auto evenly_divides(T) { return lazy::x; }\n"
          "namespace lazy { int x; } }\n");
    write("musa/mute/config.hpp", "#define MUTE_NO_UNROLL\n"
                                  "// 0xff is a number, not a name\n"
                                  "namespace mute { void copy(); }\n");
    write("musa/mutlass/gemm.h", "namespace mutlass {}\n");
    write("util/mutlass/util/print.hpp", "\n");
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }

  void write(llvm::StringRef Rel, llvm::StringRef Text) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    ASSERT_FALSE(
        llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P)));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << Text;
    ASSERT_FALSE(EC);
  }
  std::string dir(llvm::StringRef Rel) const {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }

  llvm::SmallString<128> Root;
  LibraryGaps Gaps{{{"cutlass/", "mutlass/"}, {"cute/", "mute/"}}};
};

TEST_F(LibraryGapsTest, SpellsCudaLibraryNamesAsMusa) {
  EXPECT_EQ(Gaps.musaSpelling("CUTE_NO_UNROLL"), "MUTE_NO_UNROLL");
  EXPECT_EQ(Gaps.musaSpelling("CUTLASS_HOST"), "MUTLASS_HOST");
  EXPECT_EQ(Gaps.musaSpelling("make_cute_tensor"), "make_mute_tensor");
  EXPECT_EQ(Gaps.musaSpelling("CuTe"), "MuTe");
  EXPECT_EQ(Gaps.musaSpelling("cp_async_fence"), "cp_async_fence");
  // A word of the name, not letters inside another.
  EXPECT_EQ(Gaps.musaSpelling("execute_gemm"), "execute_gemm");
  EXPECT_EQ(Gaps.musaSpelling("cuteTensor"), "muteTensor");
  EXPECT_EQ(Gaps.musaSpelling("cutest"), "cutest");
}

TEST_F(LibraryGapsTest, SpecializationsOfLibraryArguments) {
  EXPECT_TRUE(Gaps.onlyLibraryArguments(
      "mutlass::platform::numeric_limits<mutlass::half_t>"));
  EXPECT_TRUE(Gaps.onlyLibraryArguments(
      "mute::Copy_Atom<mute::Tile<int, 4>, unsigned int, -1>"));
  // An argument of the port's own: its specialization is the port's.
  EXPECT_FALSE(
      Gaps.onlyLibraryArguments("mutlass::platform::numeric_limits<MyType>"));
  EXPECT_FALSE(Gaps.onlyLibraryArguments("mutlass::Array<__half, 2>"));
  EXPECT_FALSE(Gaps.onlyLibraryArguments("mutlass::NoArguments"));
}

TEST_F(LibraryGapsTest, NamesOfTheMusaLibrary) {
  EXPECT_TRUE(Gaps.isMusaLibraryName(
      "mutlass::platform::numeric_limits<mutlass::half_t>"));
  EXPECT_TRUE(Gaps.isMusaLibraryName("::mute::Copy_Atom<int>"));
  EXPECT_FALSE(Gaps.isMusaLibraryName("mutlassx::Y"));
  EXPECT_FALSE(Gaps.isMusaLibraryName("std::numeric_limits<mutlass::half_t>"));
  EXPECT_FALSE(Gaps.isMusaLibraryName("cutlass::half_t"));
}

TEST_F(LibraryGapsTest, MissingHeaderOfALibraryThatIsThere) {
  std::vector<std::string> Dirs = {dir("cuda"), dir("musa")};
  EXPECT_EQ(Gaps.lackingHeader(Dirs, "mutlass/gemm/device/gemm.h"),
            dir("musa/mutlass"));
  // Not a MUSA library's header, or no MUTLASS on the path: not a gap.
  EXPECT_EQ(Gaps.lackingHeader(Dirs, "other/gemm.h"), "");
  EXPECT_EQ(Gaps.lackingHeader({dir("cuda")}, "mutlass/gemm.h"), "");
  // The utilities are a tree of their own, given apart.
  EXPECT_EQ(Gaps.lackingHeader(Dirs, "mutlass/util/none.hpp"), "");
  Dirs.push_back(dir("util"));
  EXPECT_EQ(Gaps.lackingHeader(Dirs, "mutlass/util/none.hpp"),
            dir("util/mutlass/util"));
}

TEST_F(LibraryGapsTest, NamesOfCutlassMutlassDoesNotMention) {
  std::vector<std::string> Dirs = {dir("cuda"), dir("musa")};
  EXPECT_TRUE(Gaps.lacksName(Dirs, "cp_async_fence"));
  EXPECT_TRUE(Gaps.lacksName(Dirs, "evenly_divides"));
  EXPECT_TRUE(Gaps.lacksName(Dirs, "lazy"));
  // 0xff in MUTLASS is a number: MUTLASS does not mention xff.
  EXPECT_TRUE(Gaps.lacksName(Dirs, "xff"));
  // CUTLASS calls it, but does not declare it: not CUTLASS's name.
  EXPECT_FALSE(Gaps.lacksName(Dirs, "cudaLaunchKernelEx"));
  // MUTLASS has it under its own spelling: a rule is missing, not a name.
  EXPECT_FALSE(Gaps.lacksName(Dirs, "CUTE_NO_UNROLL"));
  // CUTLASS does not have it: not MUTLASS's gap.
  EXPECT_FALSE(Gaps.lacksName(Dirs, "cudaMallocTypo"));
  // Either library missing from the path: nothing is known.
  EXPECT_FALSE(Gaps.lacksName({dir("cuda")}, "cp_async_fence"));
  EXPECT_FALSE(Gaps.lacksName({dir("musa")}, "cp_async_fence"));
}

} // namespace
