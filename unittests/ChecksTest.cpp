//===- ChecksTest.cpp - Tests of the text-level check helpers -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Checks/Comparisons.h"
#include "Checks/RuntimeLoadCheck.h"
#include "musify/Rewrite/Annotate.h"
#include "musify/Rules/RuleLoader.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

std::vector<MacroComparison> comparisons(llvm::StringRef Code) {
  std::vector<MacroComparison> Found;
  forEachMacroComparison(Code, {"__CUDA_ARCH__", "CUDART_VERSION"},
                         [&](const MacroComparison &C) { Found.push_back(C); });
  return Found;
}

TEST(ComparisonsTest, FindsBothOrdersInIfAndElifOnly) {
  std::string Code = "#if __CUDA_ARCH__ >= 800\n"
                     "int x = __CUDA_ARCH__ >= 700;\n"
                     "#elif 600 < __CUDA_ARCH__\n"
                     "#  if defined(X) && CUDART_VERSION == 12000u\n";
  auto Found = comparisons(Code);
  ASSERT_EQ(Found.size(), 3u);
  EXPECT_EQ(Found[0].Op, ">=");
  EXPECT_EQ(Found[0].Value, 800u);
  EXPECT_EQ(Found[0].MacroOffset, Code.find("__CUDA_ARCH__"));
  // `600 < M` is read as `M > 600`.
  EXPECT_EQ(Found[1].Op, ">");
  EXPECT_EQ(Found[1].Value, 600u);
  EXPECT_TRUE(Found[1].holds(610));
  EXPECT_FALSE(Found[1].holds(600));
  EXPECT_EQ(Found[2].Macro, "CUDART_VERSION");
  EXPECT_EQ(Found[2].Value, 12000u);
}

TEST(ComparisonsTest, ProjectMacrosWithAKnownValue) {
  std::string Code = "#if __CUDA_ARCH__ >= (CC_VOLTA)\n"
                     "#elif CC_TURING <= __CUDA_ARCH__\n"
                     "#elif __CUDA_ARCH__ < CC_UNKNOWN\n"
                     "#elif __CUDA_ARCH__ < CC_VOLTA_PLUS\n";
  std::vector<MacroComparison> Found;
  forEachMacroComparison(
      Code, {"__CUDA_ARCH__"},
      [&](const MacroComparison &C) { Found.push_back(C); },
      [](llvm::StringRef Name) -> std::optional<unsigned long long> {
        if (Name == "CC_VOLTA")
          return 700;
        if (Name == "CC_TURING")
          return 750;
        return std::nullopt;
      });
  // CC_UNKNOWN has no value, and CC_VOLTA_PLUS is not CC_VOLTA.
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Found[0].Value, 700u);
  EXPECT_EQ(Found[0].Text, "__CUDA_ARCH__ >= (CC_VOLTA");
  EXPECT_EQ(Found[1].Op, ">=");
  EXPECT_EQ(Found[1].Value, 750u);
  EXPECT_EQ(Found[1].Text, "CC_TURING <= __CUDA_ARCH__");
  EXPECT_EQ(Found[1].MacroOffset, Code.find("__CUDA_ARCH__", 30));
}

TEST(ComparisonsTest, ContinuedDirectiveLines) {
  std::string Code =
      "#if defined(__CUDA_ARCH__) && \\\n    __CUDA_ARCH__ < 700\n";
  auto Found = comparisons(Code);
  ASSERT_EQ(Found.size(), 1u);
  EXPECT_EQ(Found[0].MacroOffset, Code.rfind("__CUDA_ARCH__"));
  EXPECT_TRUE(Found[0].holds(310));
}

TEST(ComparisonsTest, TextAsWrittenAndWhatIsNotAComparison) {
  std::string Code =
      "#if __CUDA_ARCH__ >= (800UL) || 12000) != CUDART_VERSION\n"
      "#if __CUDA_ARCH__X > 1 || 2 < __CUDA_ARCH___ || "
      "__CUDA_ARCH__ >> 3 || 4 => __CUDA_ARCH__\n";
  auto Found = comparisons(Code);
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Found[0].Text, "__CUDA_ARCH__ >= (800UL");
  EXPECT_EQ(Found[1].Text, "12000) != CUDART_VERSION");
  EXPECT_EQ(Found[1].Op, "!=");
  EXPECT_EQ(Found[1].MacroOffset, Code.find("CUDART_VERSION"));
  EXPECT_EQ(Found[0].TextOffset, Code.find("__CUDA_ARCH__"));
  EXPECT_EQ(Found[1].TextOffset, Code.find("12000)"));
}

TEST(ComparisonsTest, ConditionalBranches) {
  std::string Code = "#if A\n"      // 0
                     "a();\n"       // 6
                     "#ifdef B\n"   // 11
                     "#else\n"      // 20
                     "#endif\n"     // 26
                     "#elif C \\\n" // 33
                     "  || D\n"     // 43
                     "#else\n"      // 50
                     "c();\n"       // 56
                     "# endif\n";   // 61
  std::optional<ConditionalBranches> B = conditionalBranches(Code, 0);
  ASSERT_TRUE(B);
  // The nested #ifdef's #else and #endif are the nested block's.
  EXPECT_EQ(B->GuardedBegin, 6u);
  EXPECT_EQ(B->GuardedEnd, 33u);
  EXPECT_EQ(B->RestBegin, 33u);
  EXPECT_EQ(B->RestEnd, 61u);
  EXPECT_FALSE(B->RestIsPlainElse);
  // From the #elif: its continued line, then one plain #else.
  B = conditionalBranches(Code, 33);
  ASSERT_TRUE(B);
  EXPECT_EQ(B->GuardedBegin, 50u);
  EXPECT_EQ(B->GuardedEnd, 50u);
  EXPECT_EQ(B->RestEnd, 61u);
  EXPECT_TRUE(B->RestIsPlainElse);
  // No branches: not an #if line, an #ifdef, no #endif.
  EXPECT_FALSE(conditionalBranches(Code, 6));
  EXPECT_FALSE(conditionalBranches(Code, 11));
  EXPECT_FALSE(conditionalBranches("#if A\na();\n", 0));
  EXPECT_FALSE(conditionalBranches(Code, Code.size()));
}

TEST(ComparisonsTest, DecideCondition) {
  // Literals decide what they can whatever the unknown operands are.
  EXPECT_EQ(decideCondition(" 1 "), true);
  EXPECT_EQ(decideCondition("0"), false);
  EXPECT_EQ(decideCondition("00"), false);
  EXPECT_EQ(decideCondition("!defined(X) && 0"), false);
  EXPECT_EQ(decideCondition("!defined(X) && 1"), std::nullopt);
  EXPECT_EQ(decideCondition("A || 1"), true);
  EXPECT_EQ(decideCondition("1 || (B"), std::nullopt); // no condition
  // ggml's PDL test with both version comparisons made 0.
  EXPECT_EQ(decideCondition("!defined(GGML_USE_HIP) && !defined(GGML_USE_MUSA)"
                            " && \\\n (0 || (!(defined(_MSC_VER) && "
                            "!defined(__clang__)) && 0))"),
            false);
  EXPECT_EQ(decideCondition("!(0 || A)"), std::nullopt);
  EXPECT_EQ(decideCondition("!(1 || A)"), false);
  // A literal that is part of a larger operand is no value of its own.
  EXPECT_EQ(decideCondition("0 + A"), std::nullopt);
  EXPECT_EQ(decideCondition("(0) + A"), std::nullopt);
  EXPECT_EQ(decideCondition("X >= 0 && 1"), std::nullopt);
  EXPECT_EQ(decideCondition("0 != 1"), std::nullopt);
  // Not a condition.
  EXPECT_EQ(decideCondition(""), std::nullopt);
  EXPECT_EQ(decideCondition("1 &&"), std::nullopt);
  EXPECT_EQ(decideCondition("(1"), std::nullopt);
  EXPECT_EQ(decideCondition("1)"), std::nullopt);
}

TEST(ComparisonsTest, LongLinesAreScannedNotRecursed) {
  // A directive with a run of digits tens of thousands long overflowed the
  // stack of the regular expression this scan replaced (found by fuzzing).
  std::string Digits(60000, '1');
  std::string Code = "#if " + Digits + " > __CUDA_ARCH__ || __CUDA_ARCH__ < " +
                     Digits + "\n#if 700 > __CUDA_ARCH__\n";
  auto Found = comparisons(Code);
  ASSERT_EQ(Found.size(), 1u);
  EXPECT_EQ(Found[0].Op, "<");
  EXPECT_EQ(Found[0].Value, 700u);
}

TEST(AnnotateTest, CommentsAboveWarningsOnly) {
  Diagnostic Warn;
  Warn.ID = DiagID::WarpSize;
  Warn.Begin.Line = 2;
  Warn.Message = "m";
  Diagnostic Note;
  Note.ID = DiagID::MappedOnly;
  Note.Begin.Line = 1;
  Note.Message = "n";
  std::string Out = annotate("a\n  b\r\nc", {&Warn, &Note});
  EXPECT_EQ(Out, "a\n  // musify: MU2001: m\r\n  b\r\nc");
  // Annotating the result again adds nothing.
  Warn.Begin.Line = 3;
  EXPECT_EQ(annotate(Out, {&Warn}), Out);
}

TEST(RuleSetTest, InstructionsByDottedPrefix) {
  RuleSet Rules;
  ASSERT_FALSE(static_cast<bool>(loadRuleBuffer(R"(family: ptx
rules:
  - {cuda: ld.global, kind: instruction, status: unsupported, reason: r, suggestion: s1}
  - {cuda: ld.global.nc, kind: instruction, status: unsupported, reason: r, suggestion: s2}
)",
                                                "p.yaml", Rules)));
  EXPECT_EQ(Rules.lookupInstruction("ld.global.nc.v4.f32")->Suggestion, "s2");
  EXPECT_EQ(Rules.lookupInstruction("ld.global.cg.f32")->Suggestion, "s1");
  EXPECT_EQ(Rules.lookupInstruction("ld.shared.f32"), nullptr);
  // Instructions are not identifiers: a variable `ld` is not PTX.
  EXPECT_EQ(Rules.lookupIdentifier("ld.global"), nullptr);
}

TEST(RuntimeLoadCheckTest, LibraryFileNamesByTheLinkRules) {
  RuleSet Rules;
  ASSERT_FALSE(static_cast<bool>(loadRuleBuffer(R"(family: build
rules:
  - {cuda: "-lcudart", musa: "-lmusart", kind: build, scripts: make, status: verified, evidence: t}
  - {cuda: "-lcuda", musa: "-lmusa", kind: build, scripts: make, status: verified, evidence: t}
  - {cuda: "-lnvidia-ml", kind: build, scripts: make, status: unknown, reason: r, suggestion: s}
)",
                                                "b.yaml", Rules)));
  CheckOptions Options;
  RuntimeLoadCheck Check(Options, Rules);
  auto Musa = [&](llvm::StringRef File) -> std::string {
    const Rule *R = Check.libraryRule(File);
    return R ? "rule:" + RuntimeLoadCheck::musaLibrary(*R) : "none";
  };
  EXPECT_EQ(Musa("libcudart.so.13.0"), "rule:libmusart.so");
  EXPECT_EQ(Musa("libcuda.so"), "rule:libmusa.so");
  EXPECT_EQ(Musa("libcudart.dylib"), "rule:libmusart.so");
  EXPECT_EQ(Musa("/usr/local/cuda/lib64/libcudart.so"), "rule:libmusart.so");
  // CUDA's, with no MUSA library a rule knows.
  EXPECT_EQ(Musa("libnvidia-ml.so.1"), "rule:");
  // Windows names: the rule is found (the fix is the caller's business).
  EXPECT_EQ(Musa("nvcuda.dll"), "rule:libmusa.so");
  EXPECT_EQ(Musa("NVCUDA.DLL"), "rule:libmusa.so");
  EXPECT_EQ(Musa("cudart64_12.dll"), "rule:libmusart.so");
  // Not a CUDA library's file name.
  for (const char *Other :
       {"libmine.so.1", "libcurl.so.4", "libcudart.so.x", "libcudart", "cudart",
        "libcu da.so", "libcudart.so.13 ", "libcudart.so..1", "libcudart.so.1a",
        "libcudnn.so.9"})
    EXPECT_EQ(Musa(Other), "none") << Other;
}

} // namespace
