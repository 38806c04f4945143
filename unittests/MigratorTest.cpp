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
#include "llvm/ADT/STLExtras.h"
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

/// Migrates \p Text as a .cu file (by the token-level pass: no CUDA here)
/// with \p Rules.
static MigrationResult migrateText(const RuleSet &Rules, llvm::StringRef Text,
                                   llvm::SmallString<128> &Path) {
  int FD;
  EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("musify", "cu", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
  }
  MigrationOptions O;
  O.Inputs = {std::string(Path)};
  return migrate(Rules, O);
}

static bool hasDiagnostic(const MigrationResult &R, DiagID ID) {
  return llvm::any_of(R.Diagnostics,
                      [&](const Diagnostic &D) { return D.ID == ID; });
}

TEST(MigratorTest, RemovableIncludeGoesWhereItsNamesAreOnlyInMacroBodies) {
  RuleSet Rules;
  ASSERT_FALSE(static_cast<bool>(loadRuleBuffer(R"(family: dnn
headers: ["dnn.h"]
rules:
  - {cuda: dnnCheck, kind: function, status: unsupported, reason: gone}
  - {cuda: dnn.h, kind: header, status: unsupported, reason: gone, remove: true}
  - {cuda: orphan.h, kind: header, status: unsupported, reason: gone, remove: true}
)",
                                                "t.yaml", Rules)));
  llvm::SmallString<128> Path;
  // Only a macro's body names the library: the include goes, its line
  // stays empty, and MU1009 says so.
  MigrationResult Macro = migrateText(
      Rules, "#include <dnn.h>\n#define CHECK(x) dnnCheck(x)\nint f();\n",
      Path);
  ASSERT_EQ(Macro.Files.size(), 1u);
  EXPECT_EQ(Macro.Files.begin()->second.Migrated,
            "\n#define CHECK(x) dnnCheck(x)\nint f();\n");
  EXPECT_TRUE(hasDiagnostic(Macro, DiagID::Removed));
  llvm::sys::fs::remove(Path);
  // Code names it: the include stays, with MU1004.
  MigrationResult Code =
      migrateText(Rules, "#include <dnn.h>\nvoid f() { dnnCheck(0); }\n", Path);
  ASSERT_EQ(Code.Files.size(), 1u);
  EXPECT_EQ(Code.Files.begin()->second.Migrated,
            "#include <dnn.h>\nvoid f() { dnnCheck(0); }\n");
  EXPECT_TRUE(hasDiagnostic(Code, DiagID::UnsupportedHeader));
  EXPECT_FALSE(hasDiagnostic(Code, DiagID::Removed));
  llvm::sys::fs::remove(Path);
  // No family owns the header, so nothing says which names it declares:
  // it stays.
  MigrationResult Orphan =
      migrateText(Rules, "#include <orphan.h>\nint f();\n", Path);
  ASSERT_EQ(Orphan.Files.size(), 1u);
  EXPECT_EQ(Orphan.Files.begin()->second.Migrated,
            "#include <orphan.h>\nint f();\n");
  EXPECT_TRUE(hasDiagnostic(Orphan, DiagID::UnsupportedHeader));
  EXPECT_FALSE(hasDiagnostic(Orphan, DiagID::Removed));
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
