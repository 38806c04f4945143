//===- VerifyFlagsTest.cpp - --verify's flags in every spelling -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/VerifyFlags.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

using Flags = std::vector<std::string>;

TEST(VerifyFlagsTest, IncludeDirectoriesInEverySpellingBecomeJoined) {
  Flags In = {"-I",
              "Common",
              "-Iinc",
              "-isystem",
              "sys",
              "-iquoteq",
              "--include-path=n",
              "--include-path",
              "m",
              "-idirafter",
              "late",
              "-I/abs"};
  EXPECT_EQ(
      canonicalFlags(In, "/src", false),
      (Flags{"-I/src/Common", "-I/src/inc", "-isystem/src/sys", "-iquote/src/q",
             "-I/src/n", "-I/src/m", "-idirafter/src/late", "-I/abs"}));
}

TEST(VerifyFlagsTest, MacrosStandardAndForcedIncludes) {
  Flags In = {"-D",       "A=1",   "-DB",           "-U",   "C",  "--std=c++20",
              "-include", "cfg.h", "-includepre.h", "x.cu", "-c", "-o",
              "x.o"};
  EXPECT_EQ(canonicalFlags(In, "/src/build", false),
            (Flags{"-DA=1", "-DB", "-UC", "-std=c++20", "-include",
                   "/src/build/cfg.h", "-include", "/src/build/pre.h"}));
}

TEST(VerifyFlagsTest, OthersAreKeptWithTheirValuesAfterDashDash) {
  Flags In = {"-Wno-foo", "-Xclang", "-I", "-I", "Common", "-x", "cuda"};
  EXPECT_EQ(canonicalFlags(In, "/w", true),
            (Flags{"-Wno-foo", "-Xclang", "-I", "-I/w/Common", "-x", "cuda"}));
  // A compile command's other options and inputs are not the unit's flags.
  EXPECT_EQ(canonicalFlags(In, "/w", false), (Flags{"-I/w/Common"}));
  // A flag without its directory is dropped, not joined to nothing.
  EXPECT_EQ(canonicalFlags(Flags{"-I"}, "/w", true), Flags{});
}

TEST(VerifyFlagsTest, ResponseFilesAreExpanded) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("verify-flags", Dir));
  llvm::SmallString<128> Rsp(Dir), Nested(Dir);
  llvm::sys::path::append(Rsp, "flags.rsp");
  llvm::sys::path::append(Nested, "more.rsp");
  {
    std::error_code EC;
    llvm::raw_fd_ostream(Rsp, EC) << "-I Common -DX=\"a b\" @more.rsp\n";
    llvm::raw_fd_ostream(Nested, EC) << "-isystem sys\n";
  }
  EXPECT_EQ(canonicalFlags(Flags{"@flags.rsp", "-Ilast"}, Dir, false),
            (Flags{"-I" + std::string(Dir) + "/Common", "-DX=a b",
                   "-isystem" + std::string(Dir) + "/sys",
                   "-I" + std::string(Dir) + "/last"}));
  llvm::sys::fs::remove_directories(Dir);
}

TEST(VerifyFlagsTest, DirectoriesOfTheInputTreeMoveToTheOutRoot) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("verify-flags", Dir));
  std::string In = std::string(Dir) + "/in", Out = std::string(Dir) + "/out";
  Flags F = {"-I" + In + "/Common",   "-isystem" + In,
             "-I/usr/include",        "-include",
             In + "/cfg.h",           "-DA",
             "-idirafter" + In + "/x"};
  EXPECT_EQ(
      moveIntoOutRoot(F, In, Out),
      (Flags{"-I" + Out + "/Common", "-isystem" + Out, "-I/usr/include",
             "-include", Out + "/cfg.h", "-DA", "-idirafter" + Out + "/x"}));
  // Without an out-root (--in-place) nothing moves.
  EXPECT_EQ(moveIntoOutRoot(F, In, ""), F);
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace
