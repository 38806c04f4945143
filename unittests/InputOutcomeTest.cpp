//===- InputOutcomeTest.cpp - Tests of an input's recorded decisions ------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Migrate/InputOutcome.h"
#include "musify/Rules/RuleLoader.h"
#include "musify/Support/TemporaryDirectory.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

class InputOutcomeTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(bool(loadRuleBuffer(R"(family: t
rules:
  - {cuda: cudaFree, musa: musaFree, kind: function, status: verified, evidence: t}
  - {cuda: cuda_runtime.h, musa: musa_runtime.h, kind: header, status: verified, evidence: t}
  - {cuda: "find_package(CUDA", musa: "find_package(MUSA", kind: build, status: mapped, evidence: t, scripts: cmake}
)",
                                     "t.yaml", Rules)));
    ASSERT_TRUE(Dir.create("musify-outcome-test"));
    Path = Dir.path() + "/a.cu";
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Content;
  }

  /// Through JSON text and back, as the cache file and a worker's answer go.
  std::optional<InputOutcome> roundTrip(const InputOutcome &O) {
    nlohmann::json J = nlohmann::json::parse(outcomeToJson(O).dump());
    return outcomeFromJson(J, Rules);
  }

  RuleSet Rules;
  TemporaryDirectory Dir;
  std::string Path;
  std::string Content = "#include <cuda_runtime.h>\nvoid f(void *p) "
                        "{ cudaFree(p); }\nfind_package(CUDA)\n";
};

TEST_F(InputOutcomeTest, EditsComeBackExactly) {
  FileMigration M(Path, Content);
  const Rule *Free = Rules.lookupIdentifier("cudaFree");
  const Rule *Header = Rules.lookupHeader("cuda_runtime.h");
  const Rule *Build = Rules.lookupExact(RuleKind::Build, "find_package(CUDA");
  ASSERT_TRUE(Free && Header && Build);
  // The rule's own text, another text of a rule (a call template, lines a
  // build rule adds), and an edit no rule asked for, with the characters
  // the record separates its fields by.
  M.restoreEdit({10, 14, "musa_runtime.h", Header});
  M.restoreEdit({44, 11, "musaFree(p, \\t\t0)", Free});
  M.restoreEdit({59, 17, "find_package(MUSA\nenable_language(MUSA)\n", Build});
  M.restoreEdit({78, 0, "\\=", nullptr});
  InputOutcome O;
  O.Files.push_back(M);
  std::optional<InputOutcome> Back = roundTrip(O);
  ASSERT_TRUE(Back.has_value());
  ASSERT_EQ(Back->Files.size(), 1u);
  const auto &Edits = Back->Files[0].edits().edits();
  ASSERT_EQ(Edits.size(), 4u);
  auto It = Edits.begin();
  EXPECT_EQ(It->second.Text, "musa_runtime.h");
  EXPECT_EQ(It->second.R, Header);
  ++It;
  EXPECT_EQ(It->second.Text, "musaFree(p, \\t\t0)");
  EXPECT_EQ(It->second.R, Free);
  ++It;
  EXPECT_EQ(It->second.Text, "find_package(MUSA\nenable_language(MUSA)\n");
  EXPECT_EQ(It->second.R, Build);
  ++It;
  EXPECT_EQ(It->second.Text, "\\=");
  EXPECT_EQ(It->second.R, nullptr);
}

TEST_F(InputOutcomeTest, AnEditOutsideTheFileOrOfAGoneRuleIsRefused) {
  InputOutcome O;
  FileMigration M(Path, Content);
  O.Files.push_back(M);
  nlohmann::json J = outcomeToJson(O);
  J["files"][0]["edits"] = "1000\t4\t0\t\tmusa\n";
  EXPECT_FALSE(outcomeFromJson(J, Rules).has_value());
  J["files"][0]["edits"] = "44\t8\t1\tcudaGone\t\\=\n";
  EXPECT_FALSE(outcomeFromJson(J, Rules).has_value());
  J["files"][0]["edits"] = "44\t8\t1\tcudaFree\n";
  EXPECT_FALSE(outcomeFromJson(J, Rules).has_value());
  J["files"][0]["edits"] = "44\t8\t1\tcudaFree\t\\=\n";
  EXPECT_TRUE(outcomeFromJson(J, Rules).has_value());
}

TEST_F(InputOutcomeTest, DiagnosticsComeBackExactly) {
  FileMigration M(Path, Content);
  Diagnostic D;
  D.ID = DiagID::MappedOnly;
  D.File = Path;
  D.Begin = {44, 2, 18, 1, 17};
  D.End = {52, 2, 26, 1, 25};
  D.Message = "a message with\ta tab, a \\ and\na newline";
  D.Suggestion = "";
  D.Api = "cudaFree";
  D.Family = "runtime";
  D.Fixes.push_back({"insert it",
                     {{{44, 2, 18, 1, 17}, {44, 2, 18, 1, 17}, "x\t"},
                      {{50, 2, 24, 1, 23}, {52, 2, 26, 1, 25}, ""}}});
  D.Fixes.push_back({"no edits", {}});
  M.restoreDiagnostic(D);
  Diagnostic Plain = D;
  Plain.Fixes.clear();
  M.restoreDiagnostic(Plain);
  InputOutcome O;
  O.Files.push_back(M);
  std::optional<InputOutcome> Back = roundTrip(O);
  ASSERT_TRUE(Back.has_value());
  const std::vector<Diagnostic> &Diags = Back->Files[0].diagnostics();
  ASSERT_EQ(Diags.size(), 2u);
  for (const Diagnostic &X : Diags) {
    EXPECT_EQ(X.ID, D.ID);
    EXPECT_EQ(X.File, Path);
    EXPECT_EQ(X.Begin.Offset, 44u);
    EXPECT_EQ(X.End.LspCharacter, 25u);
    EXPECT_EQ(X.Message, D.Message);
    EXPECT_EQ(X.Suggestion, "");
    EXPECT_EQ(X.Api, "cudaFree");
    EXPECT_EQ(X.Family, "runtime");
  }
  ASSERT_EQ(Diags[0].Fixes.size(), 2u);
  EXPECT_EQ(Diags[0].Fixes[0].Description, "insert it");
  ASSERT_EQ(Diags[0].Fixes[0].Edits.size(), 2u);
  EXPECT_EQ(Diags[0].Fixes[0].Edits[0].NewText, "x\t");
  EXPECT_EQ(Diags[0].Fixes[0].Edits[1].Begin.Column, 24u);
  EXPECT_EQ(Diags[0].Fixes[0].Edits[1].End.Offset, 52u);
  EXPECT_TRUE(Diags[0].Fixes[1].Edits.empty());
  EXPECT_TRUE(Diags[1].Fixes.empty());
}

TEST_F(InputOutcomeTest, ADiagnosticRecordOfAnotherFormIsRefused) {
  InputOutcome O;
  O.Files.push_back(FileMigration(Path, Content));
  nlohmann::json J = outcomeToJson(O);
  const char *Good = "0\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\ts\ta\tf\t0\n";
  J["files"][0]["diagnostics"] = Good;
  EXPECT_TRUE(outcomeFromJson(J, Rules).has_value());
  for (const char *Bad :
       {"0\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\ts\ta\tf\n",        // no fix count
        "0\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\ts\ta\tf\t1\n",     // a fix missing
        "0\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\ts\ta\tf\t0\tx\n",  // extra field
        "99999\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\ts\ta\tf\t0\n", // no such ID
        "0\t1\t1\t1\t0\t0\t2\t1\t2\t0\t1\tm\\q\ts\ta\tf\t0\n"}) { // bad escape
    J["files"][0]["diagnostics"] = Bad;
    EXPECT_FALSE(outcomeFromJson(J, Rules).has_value()) << Bad;
  }
}

TEST_F(InputOutcomeTest, DeclaredCudaNamesComeBackOrTheRecordIsRefused) {
  FileMigration M(Path, Content);
  M.noteDeclaredCudaName("CUdeviceptr");
  M.noteDeclaredCudaName("cudaMalloc");
  InputOutcome O;
  O.Files.push_back(M);
  std::optional<InputOutcome> Back = roundTrip(O);
  ASSERT_TRUE(Back.has_value());
  EXPECT_EQ(Back->Files[0].declaredCudaNames(),
            (std::set<std::string>{"CUdeviceptr", "cudaMalloc"}));
  // Another type, or none at all (a record of an older form): unusable.
  nlohmann::json J = outcomeToJson(O);
  J["files"][0]["declaredCudaNames"] = {1, 2};
  EXPECT_FALSE(outcomeFromJson(J, Rules).has_value());
  J["files"][0].erase("declaredCudaNames");
  EXPECT_FALSE(outcomeFromJson(J, Rules).has_value());
}

} // namespace
