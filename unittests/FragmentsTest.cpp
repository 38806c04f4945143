//===- FragmentsTest.cpp - Tests of CUDA words in the project's names -----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/Fragments.h"
#include "musify/Rules/RuleLoader.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

RuleSet fragmentRules() {
  RuleSet Rules;
  llvm::Error E = loadRuleBuffer(R"(family: project-symbols
unmapped: report
rules:
  - {cuda: CUDA, musa: MUSA, kind: fragment, status: verified, evidence: e}
  - {cuda: Cuda, musa: Musa, kind: fragment, status: mapped, evidence: e}
  - {cuda: cuda, musa: musa, kind: fragment, status: verified, evidence: e}
)",
                                 "fragments.yaml", Rules);
  EXPECT_FALSE(E) << llvm::toString(std::move(E));
  return Rules;
}

TEST(FragmentsTest, RenamesWordsOfAName) {
  RuleSet Rules = fragmentRules();
  EXPECT_EQ(renameFragments(Rules, "launch_cuda_kernel"), "launch_musa_kernel");
  EXPECT_EQ(renameFragments(Rules, "checkCudaErrors"), "checkMusaErrors");
  EXPECT_EQ(renameFragments(Rules, "CHECK_CUDA"), "CHECK_MUSA");
  EXPECT_EQ(renameFragments(Rules, "CUDAKernel"), "MUSAKernel");
  EXPECT_EQ(renameFragments(Rules, "getCUDADevice"), "getMUSADevice");
  EXPECT_EQ(renameFragments(Rules, "cuda"), "musa");
  EXPECT_EQ(renameFragments(Rules, "cuda11_path"), "musa11_path");
  EXPECT_EQ(renameFragments(Rules, "foo_cuda"), "foo_musa");
  EXPECT_EQ(renameFragments(Rules, "cuda_to_cuda"), "musa_to_musa");
}

TEST(FragmentsTest, LeavesLongerWordsAlone) {
  RuleSet Rules = fragmentRules();
  EXPECT_EQ(renameFragments(Rules, "barracuda"), "");
  EXPECT_EQ(renameFragments(Rules, "cudart_path"), "");
  EXPECT_EQ(renameFragments(Rules, "MYCUDA"), "");
  EXPECT_EQ(renameFragments(Rules, "CUDART"), "");
  EXPECT_EQ(renameFragments(Rules, "scuda"), "");
  EXPECT_EQ(renameFragments(Rules, "launch_kernel"), "");
}

TEST(FragmentsTest, FragmentRulesMustRenameToAWord) {
  RuleSet Rules;
  llvm::Error E = loadRuleBuffer(R"(family: f
unmapped: report
rules:
  - {cuda: cuda, kind: fragment, status: unknown, reason: r}
)",
                                 "bad.yaml", Rules);
  ASSERT_TRUE(bool(E));
  EXPECT_NE(llvm::toString(std::move(E)).find("fragment rule for 'cuda'"),
            std::string::npos);
}

} // namespace
