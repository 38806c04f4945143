//===- RuleLoaderTest.cpp - Tests of the rule file reader -----------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rules/RuleLoader.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

std::string loadError(llvm::StringRef Yaml, RuleSet &Rules) {
  llvm::Error E = loadRuleBuffer(Yaml, "test.yaml", Rules);
  return E ? llvm::toString(std::move(E)) : "";
}

TEST(RuleLoaderTest, ReadsEveryField) {
  RuleSet Rules;
  EXPECT_EQ(loadError(R"y(family: runtime
title: CUDA runtime
headers: [cuda_runtime_api.h]
unmapped: report
rules:
  - {cuda: cudaMalloc, musa: musaMalloc, kind: function, status: verified, evidence: ggml}
  - cuda: cudaFoo
    kind: enumerator
    status: unsupported
    reason: MUSA lacks it
    suggestion: do not
    fixit: musaBar
  - {cuda: cuCtxCreate, musa: muCtxCreate, kind: macro, status: mapped, evidence: t, call: "muCtxCreate($0, $2, $3)", call-drops-defaults: true}
)y",
                      Rules),
            "");
  ASSERT_EQ(Rules.size(), 3u);
  const Rule *C = Rules.lookupIdentifier("cuCtxCreate");
  ASSERT_NE(C, nullptr);
  EXPECT_EQ(C->Call, "muCtxCreate($0, $2, $3)");
  EXPECT_TRUE(C->CallDropsDefaults);
  EXPECT_FALSE(Rules.lookupIdentifier("cudaMalloc")->CallDropsDefaults);
  const Rule *R = Rules.lookupIdentifier("cudaMalloc");
  ASSERT_NE(R, nullptr);
  EXPECT_EQ(R->Musa, "musaMalloc");
  EXPECT_EQ(R->Kind, RuleKind::Function);
  EXPECT_EQ(R->Status, RuleStatus::Verified);
  EXPECT_EQ(R->Family, "runtime");
  EXPECT_EQ(R->Line, 6u);
  EXPECT_TRUE(R->renames());
  const Rule *U = Rules.lookupIdentifier("cudaFoo");
  ASSERT_NE(U, nullptr);
  EXPECT_FALSE(U->renames());
  EXPECT_EQ(U->Reason, "MUSA lacks it");
  EXPECT_EQ(U->FixIt, "musaBar");
  EXPECT_EQ(U->Line, 7u);
  ASSERT_NE(Rules.family("runtime"), nullptr);
  EXPECT_EQ(Rules.familyOwningHeader("cuda_runtime_api.h"),
            Rules.family("runtime"));
}

TEST(RuleLoaderTest, BuildDefinesAreMacroNames) {
  RuleSet Rules;
  EXPECT_EQ(loadError(R"(family: lib
build-defines: [__CUDA_NO_HALF_OPERATORS__, NO_X]
rules:
  - {cuda: libFoo, musa: mlibFoo, kind: function, status: mapped, evidence: t}
)",
                      Rules),
            "");
  ASSERT_NE(Rules.family("lib"), nullptr);
  EXPECT_EQ(Rules.family("lib")->BuildDefines,
            (std::vector<std::string>{"__CUDA_NO_HALF_OPERATORS__", "NO_X"}));
  RuleSet Bad;
  EXPECT_NE(loadError(R"(family: lib
build-defines: ["-DX=1"]
rules:
  - {cuda: libFoo, musa: mlibFoo, kind: function, status: mapped, evidence: t}
)",
                      Bad)
                .find("'build-defines' holds macro names, not '-DX=1'"),
            std::string::npos);
}

TEST(RuleLoaderTest, MusaCxxStandardIsARecentStandard) {
  RuleSet Rules;
  EXPECT_EQ(loadError(R"(family: lib
musa-cxx-standard: 17
rules:
  - {cuda: lib/a.h, musa: mlib/a.h, kind: header, status: mapped, evidence: t, include-first: mlib/lib.h}
)",
                      Rules),
            "");
  ASSERT_NE(Rules.family("lib"), nullptr);
  EXPECT_EQ(Rules.family("lib")->MusaCxxStandard, 2017u);
  EXPECT_EQ(Rules.lookupHeader("lib/a.h")->IncludeFirst, "mlib/lib.h");
  for (const char *Bad : {"14", "c++17", "1z", "18", "98"}) {
    RuleSet Rejected;
    EXPECT_NE(loadError((llvm::Twine("family: lib\nmusa-cxx-standard: ") + Bad +
                         "\nrules: []\n")
                            .str(),
                        Rejected)
                  .find("'musa-cxx-standard' is a C++ standard of 17 or "
                        "later"),
              std::string::npos)
        << Bad;
  }
}

TEST(RuleLoaderTest, HeadersAndIdentifiersAreSeparate) {
  RuleSet Rules;
  EXPECT_EQ(loadError(R"(family: h
rules:
  - {cuda: cuda.h, musa: musa.h, kind: header, status: mapped, evidence: t}
  - {cuda: cuda, musa: musa, kind: type, status: mapped, evidence: t}
)",
                      Rules),
            "");
  EXPECT_EQ(Rules.lookupHeader("cuda.h")->Musa, "musa.h");
  EXPECT_EQ(Rules.lookupIdentifier("cuda.h"), nullptr);
  EXPECT_EQ(Rules.lookupIdentifier("cuda")->Musa, "musa");
}

TEST(RuleLoaderTest, NamePatternsMatchWhateverTheirFirstCharacters) {
  // Names are filtered by the patterns' first two characters before any
  // pattern is tried; a pattern whose second character is not literal
  // ("x*", "q[a-z]*") admits every name that starts with its first.
  RuleSet Rules;
  EXPECT_EQ(loadError(R"(family: api
name-patterns: ["cu[A-Z]*", "x*", "q[a-z]*"]
rules: []
)",
                      Rules),
            "");
  const Family *Api = Rules.family("api");
  ASSERT_NE(Api, nullptr);
  for (const char *Name : {"cuFoo", "x", "xy", "qa"})
    EXPECT_EQ(Rules.familyByNamePattern(Name), Api) << Name;
  for (const char *Name : {"c", "count", "cudaX", "cux", "y", "q", "qA", ""})
    EXPECT_EQ(Rules.familyByNamePattern(Name), nullptr) << Name;
}

TEST(RuleLoaderTest, ErrorsNameFileLineAndColumn) {
  RuleSet Rules;
  std::string E = loadError(R"(family: runtime
rules:
  - {cuda: cudaMalloc, musa: musaMalloc, kind: fnction, status: mapped, evidence: t}
)",
                            Rules);
  EXPECT_NE(E.find("test.yaml:3:"), std::string::npos) << E;
  EXPECT_NE(E.find("unknown kind 'fnction'"), std::string::npos) << E;
}

TEST(RuleLoaderTest, RejectsIncompleteRules) {
  struct Case {
    const char *Rule;
    const char *Message;
  } Cases[] = {
      {"{musa: m, kind: type, status: mapped, evidence: t}", "no 'cuda'"},
      {"{cuda: c, musa: m, status: mapped, evidence: t}", "no 'kind'"},
      {"{cuda: c, musa: m, kind: type, evidence: t}", "no 'status'"},
      {"{cuda: c, kind: type, status: mapped, evidence: t}", "no 'musa'"},
      {"{cuda: c, musa: m, kind: type, status: mapped}", "no 'evidence'"},
      {"{cuda: c, kind: type, status: unsupported}", "no 'reason'"},
      {"{cuda: c, musa: m, kind: type, status: unknown, reason: r}",
       "must not name"},
      {"{cuda: c, musa: m, kind: type, status: maped, evidence: t}",
       "unknown status"},
      {"{cuda: c, musa: m, kind: type, status: mapped, evidence: t, x: 1}",
       "unknown rule field 'x'"},
      {"{cuda: c, musa: m, kind: function, status: mapped, evidence: t, "
       "call-drops-defaults: true}",
       "'call-drops-defaults' needs a 'call'"},
      {"{cuda: c, musa: m, kind: type, status: mapped, evidence: t, "
       "call: \"m($0)\"}",
       "'call' needs a function rule"},
      {"{cuda: c, musa: m, kind: type, status: mapped, evidence: t, "
       "include-first: m/m.h}",
       "'include-first' needs a renaming header rule without 'prefix'"},
      {"{cuda: c/, musa: m/, kind: header, prefix: true, status: mapped, "
       "evidence: t, include-first: m/m.h}",
       "'include-first' needs a renaming header rule without 'prefix'"},
  };
  for (const Case &C : Cases) {
    RuleSet Rules;
    std::string E = loadError(
        (llvm::Twine("family: f\nrules:\n  - ") + C.Rule + "\n").str(), Rules);
    EXPECT_NE(E.find("test.yaml:3:"), std::string::npos) << C.Rule << ": " << E;
    EXPECT_NE(E.find(C.Message), std::string::npos) << C.Rule << ": " << E;
  }
}

TEST(RuleLoaderTest, DuplicateNamesBothPlaces) {
  RuleSet Rules;
  std::string E = loadError(R"(family: f
rules:
  - {cuda: cudaFree, musa: musaFree, kind: function, status: mapped, evidence: t}
  - {cuda: cudaFree, musa: musaFree2, kind: function, status: mapped, evidence: t}
)",
                            Rules);
  EXPECT_NE(E.find("test.yaml:4:"), std::string::npos) << E;
  EXPECT_NE(E.find("already has a rule at test.yaml:3"), std::string::npos)
      << E;
}

TEST(RuleLoaderTest, OverrideReplacesBuiltIn) {
  RuleSet Rules;
  ASSERT_EQ(loadError("family: f\nrules:\n  - {cuda: cudaFree, musa: musaFree, "
                      "kind: function, status: mapped, evidence: t}\n",
                      Rules),
            "");
  llvm::Error E = loadRuleBuffer(
      "family: user\nrules:\n  - {cuda: cudaFree, musa: myFree, kind: "
      "function, status: verified, evidence: mine}\n",
      "user.yaml", Rules, /*Override=*/true);
  ASSERT_FALSE(E) << llvm::toString(std::move(E));
  EXPECT_EQ(Rules.lookupIdentifier("cudaFree")->Musa, "myFree");
}

TEST(RuleLoaderTest, ChainedRenamesAreRejected) {
  RuleSet Rules;
  ASSERT_EQ(loadError(R"(family: f
rules:
  - {cuda: cublasComputeType_t, musa: cudaDataType_t, kind: type, status: verified, evidence: t}
  - {cuda: cudaDataType_t, musa: musaDataType_t, kind: type, status: mapped, evidence: t}
)",
                      Rules),
            "");
  llvm::Error E = Rules.verify();
  ASSERT_TRUE(static_cast<bool>(E));
  std::string Message = llvm::toString(std::move(E));
  EXPECT_NE(Message.find("test.yaml:3"), std::string::npos) << Message;
  EXPECT_NE(Message.find("second run"), std::string::npos) << Message;
}

TEST(RuleLoaderTest, SyntaxErrors) {
  RuleSet Rules;
  std::string E = loadError("family: f\nrules:\n  - {cuda: x, musa\n", Rules);
  EXPECT_NE(E.find("test.yaml:"), std::string::npos) << E;
  EXPECT_NE(E.find("error:"), std::string::npos) << E;
  RuleSet Rules2;
  E = loadError("rules: []\n", Rules2);
  EXPECT_NE(E.find("'family' must come before 'rules'"), std::string::npos)
      << E;
}

} // namespace

// Found by fuzz/RuleLoaderFuzzer: a rule list cut off inside a flow mapping
// leaves the YAML parser with a value it gave up on (a null node), which was
// dereferenced. It is an error naming the file.
TEST(RuleLoaderTest, TruncatedFlowMappingIsAnError) {
  RuleSet Rules;
  llvm::Error E = loadRuleBuffer(
      "family: f\nrules:\n  - {cuda: x, kind: function, status: unknown, ",
      "cut.yaml", Rules);
  ASSERT_TRUE(static_cast<bool>(E));
  EXPECT_EQ(llvm::toString(std::move(E)).rfind("cut.yaml:", 0), 0u);
}
