//===- MigratorTest.cpp - Tests of the migration entry point --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs the library without the CUDA headers, as on a MUSA machine: the
// token-level pass must still migrate and say so.
//
//===----------------------------------------------------------------------===//

#include "musify/Migrate/Migrator.h"
#include "musify/Rules/RuleLoader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(MigratorTest, WithoutCudaTheTokenPassMigratesAndSaysSo) {
  RuleSet Rules;
  ASSERT_FALSE(static_cast<bool>(loadRuleBuffer(R"(family: t
rules:
  - {cuda: cudaFree, musa: musaFree, kind: function, status: verified, evidence: t}
  - {cuda: cuda_runtime.h, musa: musa_runtime.h, kind: header, status: verified, evidence: t}
  - {cuda: cudaGone, kind: function, status: unsupported, reason: gone}
)",
                                                "t.yaml", Rules)));
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("musify", "cu", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "#include <cuda_runtime.h>\nvoid f(void *p) { cudaFree(p); "
          "cudaGone(); }\n";
  }
  MigrationOptions O;
  O.Inputs = {std::string(Path)};
  MigrationResult R = migrate(Rules, O);
  ASSERT_EQ(R.Files.size(), 1u);
  const FileResult &F = R.Files.begin()->second;
  EXPECT_EQ(F.Migrated, "#include <musa_runtime.h>\nvoid f(void *p) { "
                        "musaFree(p); cudaGone(); }\n");
  EXPECT_FALSE(F.TokenOnlyReason.empty());
  ASSERT_EQ(R.Diagnostics.size(), 2u);
  EXPECT_EQ(R.Diagnostics[0].ID, DiagID::TokenLevelOnly);
  EXPECT_EQ(R.Diagnostics[1].ID, DiagID::UnsupportedAPI);
  EXPECT_EQ(R.Diagnostics[1].Begin.Line, 2u);
  llvm::sys::fs::remove(Path);
}

TEST(MigratorTest, UnreadableInputIsReported) {
  RuleSet Rules;
  MigrationOptions O;
  O.Inputs = {"/nonexistent/musify/input.cu"};
  MigrationResult R = migrate(Rules, O);
  EXPECT_TRUE(R.Files.empty());
  ASSERT_EQ(R.Unreadable.size(), 1u);
  EXPECT_NE(R.Unreadable[0].find("/nonexistent/musify/input.cu"),
            std::string::npos);
}

} // namespace
