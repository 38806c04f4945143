//===- OutputWriterTest.cpp - Tests of output paths and writes ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/OutputWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(OutputWriterTest, MirrorPath) {
  EXPECT_EQ(mirrorPath("/src/a/b.cu", "/src", "/out"), "/out/a/b.cu");
  EXPECT_EQ(mirrorPath("/srcx/b.cu", "/src", "/out"), "");
  EXPECT_EQ(mirrorPath("/other/b.cu", "/src", "/out"), "");
}

TEST(OutputWriterTest, CommonParent) {
  EXPECT_EQ(commonParent({"/p/a/x.cu", "/p/a/y/z.cu"}), "/p/a");
  EXPECT_EQ(commonParent({"/p/ab/x.cu", "/p/a/z.cu"}), "/p");
}

TEST(OutputWriterTest, WritesAtomicallyAndCreatesDirectories) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-test", Dir));
  llvm::SmallString<128> File(Dir);
  llvm::sys::path::append(File, "deep", "er", "out.cu");
  ASSERT_FALSE(static_cast<bool>(writeFileAtomically(File, "musa\r\n")));
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  ASSERT_TRUE(static_cast<bool>(Buffer));
  EXPECT_EQ((*Buffer)->getBuffer(), "musa\r\n");
  auto First = writeBackup(File, "cuda");
  ASSERT_TRUE(static_cast<bool>(First));
  EXPECT_EQ(*First, (File + ".orig").str());
  auto Backup = llvm::MemoryBuffer::getFile(File + ".orig");
  ASSERT_TRUE(static_cast<bool>(Backup));
  EXPECT_EQ((*Backup)->getBuffer(), "cuda");
  // A second backup never replaces the first (the original of a first run).
  auto Second = writeBackup(File, "musa");
  ASSERT_TRUE(static_cast<bool>(Second));
  EXPECT_EQ(*Second, (File + ".orig.1").str());
  EXPECT_EQ((*llvm::MemoryBuffer::getFile(File + ".orig"))->getBuffer(),
            "cuda");
  // A backup of bytes already backed up (a run killed after its backup,
  // before its rename) is the one there, not a third copy.
  auto Again = writeBackup(File, "cuda");
  ASSERT_TRUE(static_cast<bool>(Again));
  EXPECT_EQ(*Again, (File + ".orig").str());
  EXPECT_FALSE(llvm::sys::fs::exists(File + ".orig.2"));
  auto Kept = llvm::MemoryBuffer::getFile(File + ".orig.1");
  ASSERT_TRUE(static_cast<bool>(Kept));
  EXPECT_EQ((*Kept)->getBuffer(), "musa");
  llvm::sys::fs::remove_directories(Dir);
}

TEST(OutputWriterTest, KeepsTheModeOfTheFileItReplaces) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-test", Dir));
  llvm::SmallString<128> File(Dir);
  llvm::sys::path::append(File, "run.sh");
  ASSERT_FALSE(static_cast<bool>(writeFileAtomically(File, "a")));
  auto Exec = llvm::sys::fs::perms(0750);
  ASSERT_FALSE(llvm::sys::fs::setPermissions(File, Exec));
  ASSERT_FALSE(static_cast<bool>(writeFileAtomically(File, "b")));
  EXPECT_EQ(*llvm::sys::fs::getPermissions(File), Exec);
  // An explicit mode wins (the out-root copies its input's).
  ASSERT_FALSE(static_cast<bool>(
      writeFileAtomically(File, "c", llvm::sys::fs::perms(0600))));
  EXPECT_EQ(*llvm::sys::fs::getPermissions(File), llvm::sys::fs::perms(0600));
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace

#include "musify/Output/UnifiedDiff.h"

namespace {

TEST(UnifiedDiffTest, EqualTextsHaveNoDiff) {
  EXPECT_EQ(musify::unifiedDiff("a\nb\n", "a\nb\n", "x", "y"), "");
}

TEST(UnifiedDiffTest, InsertedLineWithContext) {
  EXPECT_EQ(
      musify::unifiedDiff("1\n2\n3\n4\n5\n6\n7\n8\n",
                          "1\n2\n3\n4\nnew\n5\n6\n7\n8\n", "old", "new"),
      "--- old\n+++ new\n@@ -2,6 +2,7 @@\n 2\n 3\n 4\n+new\n 5\n 6\n 7\n");
}

TEST(UnifiedDiffTest, ChangedLinesGroupDeletionsBeforeAdditions) {
  EXPECT_EQ(musify::unifiedDiff("a\nb\nc\n", "A\nB\nc\n", "o", "n"),
            "--- o\n+++ n\n@@ -1,3 +1,3 @@\n-a\n-b\n+A\n+B\n c\n");
}

} // namespace
