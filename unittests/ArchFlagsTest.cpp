//===- ArchFlagsTest.cpp - Tests of nvcc arch flags to mcc's --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/ArchFlags.h"
#include "gtest/gtest.h"
#include <vector>

using namespace musify;

namespace {

/// Rewrites every occurrence of \p Flag (a whole flag) in \p Text as the
/// migration does: in order, each call told where the previous flag ended.
std::string rewrite(std::string Text, llvm::StringRef Flag,
                    std::vector<std::string> Archs, bool CommaList = false) {
  std::vector<ArchFlagEdit> Edits;
  std::optional<unsigned> Previous;
  for (size_t At = Text.find(Flag.str()); At != std::string::npos;
       At = Text.find(Flag.str(), At + 1)) {
    Edits.push_back(archFlagEdit(Text, At, Flag.size(), "--offload-arch={arch}",
                                 Archs, Previous, CommaList));
    Previous = Edits.back().FlagEnd;
  }
  for (auto It = Edits.rbegin(); It != Edits.rend(); ++It)
    Text.replace(It->Offset, It->Length, It->Text);
  return Text;
}

TEST(ArchFlagsTest, OneSetOfFlagsPerCommandLine) {
  EXPECT_EQ(
      rewrite("nvcc -arch=sm_80 -c a.cu", "-arch=sm_80", {"mp_21", "mp_22"}),
      "nvcc --offload-arch=mp_21 --offload-arch=mp_22 -c a.cu");
  EXPECT_EQ(
      rewrite("nvcc -gencode=X -gencode=X -c a.cu\nnvcc -gencode=X b.cu",
              "-gencode=X", {"mp_22"}),
      "nvcc --offload-arch=mp_22 -c a.cu\nnvcc --offload-arch=mp_22 b.cu");
}

TEST(ArchFlagsTest, BackslashContinuesTheCommand) {
  EXPECT_EQ(rewrite("nvcc -gencode=X \\\n  -gencode=X -c a.cu", "-gencode=X",
                    {"mp_31"}),
            "nvcc --offload-arch=mp_31 \\\n -c a.cu");
}

TEST(ArchFlagsTest, QuotedFlagsStaySeparateStrings) {
  EXPECT_EQ(rewrite("args = ['-O3', '-gencode=X', '-gencode=X']", "-gencode=X",
                    {"mp_21", "mp_31"}, /*CommaList=*/true),
            "args = ['-O3', '--offload-arch=mp_21', '--offload-arch=mp_31']");
  EXPECT_EQ(rewrite("a = [\"-gencode=X\"]\nb = [\"-gencode=X\"]", "-gencode=X",
                    {"mp_22"}, /*CommaList=*/true),
            "a = [\"--offload-arch=mp_22\"]\nb = [\"--offload-arch=mp_22\"]");
}

TEST(ArchFlagsTest, QuotedCMakeArgumentsStaySeparateArguments) {
  // cuda-samples: list(APPEND GENCODE_FLAGS "-gencode=arch=...") in CMake,
  // where a comma would be an argument of its own.
  EXPECT_EQ(rewrite("list(APPEND F \"-gencode=X\")", "-gencode=X",
                    {"mp_21", "mp_22"}),
            "list(APPEND F \"--offload-arch=mp_21\" \"--offload-arch=mp_22\")");
}

} // namespace
