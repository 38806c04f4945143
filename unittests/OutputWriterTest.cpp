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
  ASSERT_FALSE(static_cast<bool>(writeBackup(File, "cuda")));
  auto Backup = llvm::MemoryBuffer::getFile(File + ".orig");
  ASSERT_TRUE(static_cast<bool>(Backup));
  EXPECT_EQ((*Backup)->getBuffer(), "cuda");
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace
