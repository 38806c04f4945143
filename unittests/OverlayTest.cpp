//===- OverlayTest.cpp - migrate() on text that is not on disk ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// MigrationOptions::Overlays (an editor's unsaved buffer, standard input):
// the overlay's text is migrated, not the file's, by the token-level pass
// and by Clang, and the file need not exist.
//
//===----------------------------------------------------------------------===//

#include "musify/Migrate/Migrator.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Rules/RuleLoader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

RuleSet rules() {
  RuleSet Rules;
  EXPECT_FALSE(static_cast<bool>(loadRuleBuffer(R"(family: t
rules:
  - {cuda: cudaFree, musa: musaFree, kind: function, status: verified, evidence: t}
  - {cuda: cudaMalloc, musa: musaMalloc, kind: function, status: verified, evidence: t}
)",
                                                "t.yaml", Rules)));
  return Rules;
}

TEST(OverlayTest, AFileThatDoesNotExist) {
  RuleSet Rules = rules();
  MigrationOptions O;
  std::string Path = absolutePath("/nonexistent/musify/unsaved.cu");
  O.Inputs = {Path};
  O.Overlays[Path] = "void f(void *p) { cudaFree(p); }\n";
  MigrationResult R = migrate(Rules, O);
  EXPECT_TRUE(R.Unreadable.empty());
  ASSERT_EQ(R.Files.count(Path), 1u);
  EXPECT_EQ(R.Files.at(Path).Migrated, "void f(void *p) { musaFree(p); }\n");
}

TEST(OverlayTest, TheOverlayWinsOverTheFile) {
  RuleSet Rules = rules();
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("musify", "cu", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "void onDisk(void *p) { cudaFree(p); }\n";
  }
  MigrationOptions O;
  O.Inputs = {std::string(Path)};
  O.Overlays[absolutePath(Path)] = "void unsaved(void **p) { cudaMalloc(p, "
                                   "4); }\n";
  // With the CUDA headers, Clang parses the overlay (in this process);
  // without, the token-level pass migrates it.
  bool Cuda =
      llvm::sys::fs::exists("/usr/local/cuda/include/cuda_runtime_api.h");
  if (Cuda) {
    O.CudaPath = "/usr/local/cuda";
    O.ResourceDir = MUSIFY_CLANG_RESOURCE_DIR;
    O.ShimDir = MUSIFY_SHIM_DIR;
  }
  MigrationResult R = migrate(Rules, O);
  ASSERT_EQ(R.Files.size(), 1u);
  const FileResult &F = R.Files.begin()->second;
  if (Cuda)
    EXPECT_EQ(F.TokenOnlyReason, "");
  EXPECT_EQ(F.Original, "void unsaved(void **p) { cudaMalloc(p, 4); }\n");
  EXPECT_EQ(F.Migrated, "void unsaved(void **p) { musaMalloc(p, 4); }\n");
  llvm::sys::fs::remove(Path);
}

} // namespace
