//===- InputSchedulerTest.cpp - The order parse jobs take inputs in -------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Migrate/InputScheduler.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

constexpr std::optional<unsigned> None = std::nullopt;

TEST(InputSchedulerTest, InputsWithoutAGroupGoInOrder) {
  InputScheduler S({None, None, None});
  EXPECT_EQ(S.next(), 0u);
  EXPECT_EQ(S.next(), 1u);
  EXPECT_EQ(S.next(), 2u);
}

TEST(InputSchedulerTest, AGroupWaitsForTheInputThatBuildsItsPreamble) {
  // Inputs 0, 1 and 3 share a preamble; 0 builds it.
  InputScheduler S({0u, 0u, None, 0u, 1u, 1u});
  EXPECT_EQ(S.next(), 0u); // builds group 0
  EXPECT_EQ(S.next(), 2u); // not 1: it would wait for 0's build
  EXPECT_EQ(S.next(), 4u); // builds group 1
  S.finished(0);
  EXPECT_EQ(S.next(), 1u); // group 0 is built
  EXPECT_EQ(S.next(), 3u);
  S.finished(4);
  EXPECT_EQ(S.next(), 5u);
}

TEST(InputSchedulerTest, WhenAllThatIsLeftWaitsTheFirstIsTakenAnyway) {
  InputScheduler S({0u, 0u, 0u});
  EXPECT_EQ(S.next(), 0u);
  EXPECT_EQ(S.next(), 1u); // nothing else to do: it waits on the build
  S.finished(0);
  EXPECT_EQ(S.next(), 2u);
}

TEST(InputSchedulerTest, AnotherGroupsFinishingReleasesOnlyItsOwn) {
  InputScheduler S({0u, 1u, 0u, 1u});
  EXPECT_EQ(S.next(), 0u);
  EXPECT_EQ(S.next(), 1u);
  S.finished(1);
  EXPECT_EQ(S.next(), 3u); // group 1 is built; group 0 is not
  EXPECT_EQ(S.next(), 2u); // only group 0's left: taken anyway
}

} // namespace
