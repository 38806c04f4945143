//===- RuleCacheTest.cpp - Tests of the compiled rule cache ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleCache.h"
#include "musify/Rules/RuleLoader.h"
#include "musify/Support/TemporaryDirectory.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

/// Everything a rule holds, for comparing sets field by field.
std::string describe(const Rule &R) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << R.Cuda << "|" << R.Musa << "|" << toString(R.Kind) << "|"
     << toString(R.Status) << "|" << R.Family << "|" << R.Evidence << "|"
     << R.Reason << "|" << R.Suggestion << "|" << R.FixIt << "|" << R.Call
     << "|" << R.Prefix << R.Shared << R.Remove << R.CallDropsDefaults << "|"
     << R.Hazard << "|" << R.AfterCommand << "|" << R.IncludeFirst << "|"
     << R.File << ":" << R.Line << "|";
  for (llvm::StringRef X : R.Scripts)
    OS << "s:" << X << ",";
  for (llvm::StringRef X : R.Members)
    OS << "m:" << X << ",";
  return S;
}

std::string describe(const Family &F) {
  std::string S = F.Name + "|" + F.Title + "|" + F.File + "|" +
                  (F.UnmappedIsIdentity ? "identity" : "report") + "|" +
                  std::to_string(F.MusaCxxStandard);
  for (const auto *List : {&F.Headers, &F.LibraryHeaders, &F.LibraryNamespaces,
                           &F.NamePatterns, &F.BuildDefines}) {
    S += "|";
    for (const std::string &X : *List)
      S += X + ",";
  }
  return S;
}

void expectSameSets(const RuleSet &A, const RuleSet &B) {
  ASSERT_EQ(A.size(), B.size());
  auto RA = A.rules().begin(), RB = B.rules().begin();
  for (; RA != A.rules().end(); ++RA, ++RB)
    ASSERT_EQ(describe(*RA), describe(*RB));
  ASSERT_EQ(A.families().size(), B.families().size());
  for (size_t I = 0; I < A.families().size(); ++I)
    EXPECT_EQ(describe(A.families()[I]), describe(B.families()[I]));
  EXPECT_EQ(A.buildRules().size(), B.buildRules().size());
  EXPECT_EQ(A.fragmentRules().size(), B.fragmentRules().size());
}

class RuleCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(Temp.create("musify-rule-cache-test"));
    Path = Temp.path() + "/rules.bin";
    ASSERT_FALSE(bool(loadRuleDirectory(MUSIFY_RULES_DIR, Parsed)));
    ASSERT_FALSE(bool(writeRuleCache(Parsed, /*Key=*/42, Path)));
  }
  std::string contents() {
    auto B = llvm::MemoryBuffer::getFile(Path);
    return B ? (*B)->getBuffer().str() : "";
  }
  void rewrite(llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Text;
  }

  TemporaryDirectory Temp;
  std::string Path;
  RuleSet Parsed;
};

TEST_F(RuleCacheTest, HoldsEveryShippedRuleAsParsed) {
  RuleSet Cached;
  ASSERT_TRUE(readRuleCache(Path, 42, Cached));
  expectSameSets(Parsed, Cached);
  // The lookup tables are rebuilt, not only the list.
  const Rule *R = Cached.lookupIdentifier("cudaMalloc");
  ASSERT_NE(R, nullptr);
  EXPECT_EQ(R->Musa, "musaMalloc");
  EXPECT_TRUE(Cached.isMusaName("musaMalloc"));
  EXPECT_NE(Cached.lookupHeader("cuda_runtime.h"), nullptr);
  EXPECT_NE(Cached.familyOwningHeader("cublas_v2.h"), nullptr);
  ASSERT_NE(Cached.family("pytorch"), nullptr);
  EXPECT_EQ(Cached.family("pytorch")->BuildDefines.size(), 4u);
  ASSERT_NE(Cached.family("cutlass"), nullptr);
  EXPECT_EQ(Cached.family("cutlass")->MusaCxxStandard, 2017u);
  EXPECT_EQ(Cached.lookupHeader("cutlass/device_kernel.h")->IncludeFirst,
            "mutlass/mutlass.h");
  EXPECT_FALSE(bool(Cached.verify()));
}

TEST_F(RuleCacheTest, UserRulesAddOnTopOfCachedOnes) {
  RuleSet Cached;
  ASSERT_TRUE(readRuleCache(Path, 42, Cached));
  ASSERT_FALSE(bool(loadRuleBuffer(R"(family: runtime
rules:
  - {cuda: cudaMalloc, musa: myMalloc, kind: function, status: mapped, evidence: mine}
)",
                                   "user.yaml", Cached, /*Override=*/true)));
  EXPECT_EQ(Cached.lookupIdentifier("cudaMalloc")->Musa, "myMalloc");
}

TEST_F(RuleCacheTest, AnotherKeyIsAMiss) {
  RuleSet Cached;
  EXPECT_FALSE(readRuleCache(Path, 43, Cached));
  EXPECT_EQ(Cached.size(), 0u);
}

TEST_F(RuleCacheTest, DamageIsAMissNeverACrash) {
  std::string Good = contents();
  ASSERT_GT(Good.size(), 1000u);
  // Cut short, grown, or with a reference pointing outside the text.
  for (std::string Bad :
       {Good.substr(0, Good.size() / 2), Good + "x", std::string()}) {
    rewrite(Bad);
    RuleSet Cached;
    EXPECT_FALSE(readRuleCache(Path, 42, Cached));
    EXPECT_EQ(Cached.size(), 0u);
  }
  std::string Bad = Good;
  // The first family's name: its offset becomes huge.
  Bad[44 + 3] = '\x7f';
  rewrite(Bad);
  RuleSet Cached;
  EXPECT_FALSE(readRuleCache(Path, 42, Cached));
  EXPECT_EQ(Cached.size(), 0u);
}

TEST(RuleCacheDirTest, LoadsThroughTheCacheAndRebuildsAStaleOne) {
  TemporaryDirectory Dir, Cache;
  ASSERT_TRUE(Dir.create("musify-rules") && Cache.create("musify-cache"));
  auto Write = [&](llvm::StringRef Musa) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Dir.path() + "/runtime.yaml", EC);
    OS << "family: runtime\nrules:\n  - {cuda: cudaMalloc, musa: " << Musa
       << ", kind: function, status: verified, evidence: test}\n";
  };
  Write("musaMalloc");
  RuleCacheResult Result;
  RuleSet First;
  ASSERT_FALSE(
      bool(loadRuleDirectoryCached(Dir.path(), Cache.path(), First, &Result)));
  EXPECT_EQ(Result.Use, RuleCacheUse::Written);
  RuleSet Second;
  ASSERT_FALSE(
      bool(loadRuleDirectoryCached(Dir.path(), Cache.path(), Second, &Result)));
  EXPECT_EQ(Result.Use, RuleCacheUse::Loaded);
  EXPECT_EQ(Second.lookupIdentifier("cudaMalloc")->Musa, "musaMalloc");
  // A rule file of another size: the cache is stale.
  Write("musaMallocV2");
  RuleSet Third;
  ASSERT_FALSE(
      bool(loadRuleDirectoryCached(Dir.path(), Cache.path(), Third, &Result)));
  EXPECT_EQ(Result.Use, RuleCacheUse::Written);
  EXPECT_EQ(Third.lookupIdentifier("cudaMalloc")->Musa, "musaMallocV2");
}

} // namespace
