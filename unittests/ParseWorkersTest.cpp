//===- ParseWorkersTest.cpp - Watching parse processes
//---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The parent's side of the worker protocol, against stand-in workers written
// in the shell: each way a worker can fail must come back as a reason, never
// as a hang or a crash of the parent.
//
//===----------------------------------------------------------------------===//

#include "Migrate/ParseWorkers.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

std::vector<std::string> shell(const std::string &Script) {
  return {"/bin/sh", "-c", Script};
}

// Reads one framed request and answers its text back, framed.
const char *Echo = "while read n; do s=$(head -c \"$n\"); "
                   "printf '%s\\n%s' ${#s} \"$s\"; done";

TEST(ParseWorkersTest, AnswersComeBackAndWorkersAreReused) {
  ParseWorkers W(shell(Echo), {10, 0});
  ParseWorkers::Answer A = W.parse("one.cu");
  EXPECT_TRUE(A.Started);
  EXPECT_EQ(A.Failure, "");
  EXPECT_EQ(A.Payload, "one.cu");
  EXPECT_EQ(W.parse("two.cu").Payload, "two.cu");
}

TEST(ParseWorkersTest, AWorkerEndsAfterAnAnswerMarkedLast) {
  // Each worker notes that it started, answers one request as its last and
  // exits: the second input must go to a fresh worker, not fail on the
  // ended one.
  llvm::SmallString<128> Starts;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("workers", "txt", Starts));
  ParseWorkers W(shell(std::string("echo started >> '") + Starts.c_str() +
                       "'; read n; s=$(head -c \"$n\"); "
                       "printf '%s last\\n%s' ${#s} \"$s\""),
                 {10, 0});
  ParseWorkers::Answer A = W.parse("one.cu");
  EXPECT_EQ(A.Failure, "");
  EXPECT_EQ(A.Payload, "one.cu");
  A = W.parse("two.cu");
  EXPECT_EQ(A.Failure, "");
  EXPECT_EQ(A.Payload, "two.cu");
  auto Text = llvm::MemoryBuffer::getFile(Starts);
  ASSERT_TRUE(static_cast<bool>(Text));
  EXPECT_EQ((*Text)->getBuffer(), "started\nstarted\n");
  llvm::sys::fs::remove(Starts);
}

TEST(ParseWorkersTest, ADeadlineStopsTheWorker) {
  ParseWorkers W(shell("sleep 30"), {1, 0});
  ParseWorkers::Answer A = W.parse("slow.cu");
  EXPECT_EQ(A.Failure, "parsing it took longer than 1 s (--timeout-per-file); "
                       "the parse was stopped");
}

TEST(ParseWorkersTest, MemoryOverTheLimitStopsTheWorker) {
  // The shell's string grows past 64 MiB.
  ParseWorkers W(shell("s=x; while :; do s=$s$s; done"), {20, 64});
  ParseWorkers::Answer A = W.parse("big.cu");
  EXPECT_EQ(A.Failure, "parsing it used more than 64 MiB of memory "
                       "(--max-memory-per-file); the parse was stopped");
}

TEST(ParseWorkersTest, AWorkerThatDiesIsNamedBySignal) {
  ParseWorkers W(shell("kill -SEGV $$"), {10, 0});
  ParseWorkers::Answer A = W.parse("crash.cu");
  EXPECT_EQ(A.Failure.rfind("the parse process was killed by signal 11", 0), 0u)
      << A.Failure;
  // The next input gets a fresh worker, which fails the same way.
  EXPECT_NE(W.parse("next.cu").Failure, "");
}

TEST(ParseWorkersTest, AWorkerThatExitsIsNamedByStatus) {
  ParseWorkers W(shell("exit 7"), {10, 0});
  EXPECT_EQ(W.parse("x.cu").Failure, "the parse process exited with status 7");
}

TEST(ParseWorkersTest, AnAnswerInAnotherFormIsNotTaken) {
  ParseWorkers W(shell("read n; echo 'this is not a length'; sleep 30"),
                 {10, 0});
  EXPECT_EQ(W.parse("x.cu").Failure,
            "the parse process answered in a form musify does not know");
}

TEST(ParseWorkersTest, AProgramThatCannotStartIsSaid) {
  ParseWorkers W({"/nonexistent/musify"}, {10, 0});
  ParseWorkers::Answer A = W.parse("x.cu");
  EXPECT_FALSE(A.Started);
  EXPECT_NE(A.Failure.find("could not be started"), std::string::npos);
}

} // namespace
