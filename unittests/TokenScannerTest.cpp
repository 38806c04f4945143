//===- TokenScannerTest.cpp - Tests of the token-level pass ---------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/TokenScanner.h"
#include "musify/Rules/RuleLoader.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

class TokenScannerTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::Error E = loadRuleBuffer(R"(family: t
rules:
  - {cuda: cudaMalloc, musa: musaMalloc, kind: function, status: mapped, evidence: t}
  - {cuda: cudaStream_t, musa: musaStream_t, kind: type, status: mapped, evidence: t}
  - {cuda: __CUDA_ARCH__, musa: __MUSA_ARCH__, kind: macro, status: mapped, evidence: t}
  - {cuda: cuda_runtime.h, musa: musa_runtime.h, kind: header, status: mapped, evidence: t}
  - {cuda: cuda_fp16.h, musa: musa_fp16.h, kind: header, status: mapped, evidence: t}
  - {cuda: cudaNope, kind: function, status: unsupported, reason: r}
)",
                                   "t.yaml", Rules);
    ASSERT_FALSE(E) << llvm::toString(std::move(E));
  }

  /// The matched names, in order.
  std::vector<std::string> scan(llvm::StringRef Code,
                                const TokenScanOptions &O) {
    std::vector<std::string> Names;
    for (const TokenMatch &M : scanTokens("t.cu", Code, Rules, O))
      Names.push_back(Code.substr(M.Offset, M.Length).str());
    return Names;
  }
  std::vector<std::string> scanAll(llvm::StringRef Code) {
    TokenScanOptions O;
    O.CoverActiveCode = true;
    return scan(Code, O);
  }

  RuleSet Rules;
};

using Names = std::vector<std::string>;

TEST_F(TokenScannerTest, SkipsCommentsAndStrings) {
  EXPECT_EQ(scanAll("cudaMalloc(p); // cudaMalloc\n/* cudaMalloc */ "
                    "puts(\"cudaMalloc\"); 'c';\n"),
            Names({"cudaMalloc"}));
}

TEST_F(TokenScannerTest, SkipsMembersAndForeignQualifiers) {
  EXPECT_EQ(scanAll("s.cudaMalloc(); p->cudaMalloc(); mylib::cudaMalloc(); "
                    "::cudaMalloc(); T<int>::cudaMalloc();"),
            Names({"cudaMalloc"}));
}

TEST_F(TokenScannerTest, ActiveCodeNeedsAFailedParse) {
  TokenScanOptions O; // the AST covers active code
  EXPECT_EQ(scan("cudaMalloc(p);\n#define M cudaMalloc\n", O),
            Names({"cudaMalloc"}));
  EXPECT_EQ(scan("#define M cudaMalloc\n", O)[0], "cudaMalloc");
}

TEST_F(TokenScannerTest, DirectivesAndHeaderNames) {
  TokenScanOptions O;
  EXPECT_EQ(
      scan("#include <cuda_runtime.h>\n#include \"cuda_fp16.h\"\n"
           "#if defined(__CUDA_ARCH__) && __has_include(<cuda_fp16.h>)\n"
           "#endif\n#pragma cudaMalloc\n#error cudaMalloc\n",
           O),
      Names({"cuda_runtime.h", "cuda_fp16.h", "__CUDA_ARCH__", "cuda_fp16.h"}));
}

TEST_F(TokenScannerTest, InactiveRangesAreCovered) {
  std::string Code = "#if 0\ncudaMalloc(p);\n#endif\ncudaMalloc(q);\n";
  TokenScanOptions O;
  O.Inactive = {{0, static_cast<unsigned>(Code.find("#endif"))}};
  std::vector<TokenMatch> M = scanTokens("t.cu", Code, Rules, O);
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].Offset, Code.find("cudaMalloc"));
  EXPECT_TRUE(M[0].InInactiveCode);
}

TEST_F(TokenScannerTest, ProtectedOffsetsAreSkipped) {
  std::string Code = "#define M cudaMalloc\n";
  llvm::DenseSet<unsigned> Protected = {
      static_cast<unsigned>(Code.find("cudaMalloc"))};
  TokenScanOptions O;
  O.Protected = &Protected;
  EXPECT_TRUE(scan(Code, O).empty());
}

TEST_F(TokenScannerTest, ByteOrderMarkAndCRLF) {
  EXPECT_EQ(scanAll("\xEF\xBB\xBF#include <cuda_runtime.h>\r\ncudaStream_t "
                    "s;\r\n"),
            Names({"cuda_runtime.h", "cudaStream_t"}));
}

TEST_F(TokenScannerTest, ReportsRulesThatDoNotRename) {
  std::vector<TokenMatch> M = scanTokens("t.cu", "cudaNope();", Rules, [] {
    TokenScanOptions O;
    O.CoverActiveCode = true;
    return O;
  }());
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].R->Status, RuleStatus::Unsupported);
}

} // namespace
