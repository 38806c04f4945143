//===- RunPlanTest.cpp - Tests of planning a run and its exit status ------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Driver/RunPlan.h"
#include "musify/Driver/ExitStatus.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(RunPlanTest, ShardsParseOnlyAsKOfN) {
  std::optional<ShardSpec> S = parseShard("2/3");
  ASSERT_TRUE(S.has_value());
  EXPECT_EQ(S->K, 2u);
  EXPECT_EQ(S->N, 3u);
  for (const char *Bad : {"0/3", "4/3", "1/0", "1", "a/b", "1/3/4", ""})
    EXPECT_FALSE(parseShard(Bad).has_value()) << Bad;
}

TEST(RunPlanTest, ShardSlicesAreStableAndCoverEveryInputOnce) {
  std::vector<std::string> Inputs = {"e.cu", "a.cu", "d.cu", "b.cu", "c.cu"};
  EXPECT_EQ(shardSlice(Inputs, {1, 2}),
            (std::vector<std::string>{"a.cu", "c.cu", "e.cu"}));
  EXPECT_EQ(shardSlice(Inputs, {2, 2}),
            (std::vector<std::string>{"b.cu", "d.cu"}));
  EXPECT_EQ(shardSlice(Inputs, {3, 3}), (std::vector<std::string>{"c.cu"}));
  EXPECT_TRUE(shardSlice({"a.cu"}, {2, 2}).empty());
}

RunPlan planOf(const RunOptions &O, std::optional<int> &Status) {
  RunPlan Plan;
  Status = planRun(O, Plan);
  return Plan;
}

TEST(RunPlanTest, ModesThatExcludeEachOtherAreUsageErrors) {
  std::optional<int> Status;
  RunOptions O;
  O.Sources = {"/src/a.cu"};
  O.OutRoot = "/out";
  O.InPlace = true;
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage));
  O.InPlace = false;
  O.Verify = true;
  O.Check = true;
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage));
  O = RunOptions();
  O.Sources = {"/src/a.cu", "/src/b.cu"};
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage)) << "several inputs, stdout";
}

TEST(RunPlanTest, ReportOnlyWritesNoPortAndTheRootIsTheInputsParent) {
  std::optional<int> Status;
  RunOptions O;
  O.Sources = {"/nonexistent-src/x/a.cu", "/nonexistent-src/y/b.cu"};
  O.ReportOnly = true;
  RunPlan Plan = planOf(O, Status);
  EXPECT_FALSE(Status.has_value());
  EXPECT_FALSE(Plan.WritePort);
  EXPECT_EQ(Plan.Root, "/nonexistent-src");
  EXPECT_EQ(Plan.Inputs, O.Sources);
}

TEST(RunPlanTest, AnOutRootHoldingAnInputIsRefused) {
  std::optional<int> Status;
  RunOptions O;
  O.Sources = {"/nonexistent-src/a.cu", "/nonexistent-src/out/b.cu"};
  O.OutRoot = "/nonexistent-src/out";
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage));
  O.Sources = {"/nonexistent-src/a.cu"};
  planOf(O, Status);
  EXPECT_FALSE(Status.has_value())
      << "below the inputs' parent, no input in it";
}

/// A project with build/compile_commands.json naming \p Files (relative to
/// the project); returns the project's directory.
std::string projectWithDatabase(const std::vector<std::string> &Files) {
  llvm::SmallString<128> Dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("musify-plan", Dir));
  std::string Root(Dir);
  EXPECT_FALSE(llvm::sys::fs::create_directories(Root + "/build"));
  std::string Json = "[";
  for (const std::string &F : Files)
    Json += std::string(Json.size() > 1 ? "," : "") + "{\"directory\": \"" +
            Root + "/build\", \"file\": \"" + Root + "/" + F +
            "\", \"command\": \"nvcc -c " + Root + "/" + F + "\"}";
  std::error_code EC;
  llvm::raw_fd_ostream Out(Root + "/build/compile_commands.json", EC);
  Out << Json << "]";
  llvm::raw_fd_ostream Script(Root + "/CMakeLists.txt", EC);
  Script << "project(p LANGUAGES CXX CUDA)\n";
  return Root;
}

TEST(RunPlanTest, BuildPathAloneMigratesTheDatabasesFiles) {
  std::string Root = projectWithDatabase({"src/a.cu", "src/b.cu", "src/a.cu"});
  std::optional<int> Status;
  RunOptions O;
  O.BuildPath = Root + "/build";
  O.OutRoot = Root + "-port";
  RunPlan Plan = planOf(O, Status);
  EXPECT_FALSE(Status.has_value());
  EXPECT_TRUE(Plan.FromCompileDatabase);
  EXPECT_EQ(Plan.Inputs,
            (std::vector<std::string>{Root + "/src/a.cu", Root + "/src/b.cu"}))
      << "each file once";
  EXPECT_EQ(Plan.Root, Root) << "the build directory's parent holds them";
  llvm::sys::fs::remove_directories(Root);
}

TEST(RunPlanTest, BuildPathAloneNeedsAnOutRootOrADiff) {
  std::string Root = projectWithDatabase({"a.cu"});
  std::optional<int> Status;
  RunOptions O;
  O.BuildPath = Root + "/build";
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage));
  O.Diff = true;
  RunPlan Plan = planOf(O, Status);
  EXPECT_FALSE(Status.has_value());
  EXPECT_EQ(Plan.Inputs, (std::vector<std::string>{Root + "/a.cu"}));
  O.BuildPath = Root + "/nowhere";
  planOf(O, Status);
  EXPECT_EQ(Status, std::optional<int>(ExitUsage)) << "no database there";
  llvm::sys::fs::remove_directories(Root);
}

TEST(RunPlanTest, BuildPathAloneOutsideTheProjectTakesTheFilesParent) {
  std::string Root = projectWithDatabase({"x/a.cu", "x/y/b.cu"});
  std::optional<int> Status;
  RunOptions O;
  // A build directory elsewhere: its parent does not hold the files.
  O.BuildPath = Root + "/build";
  O.Diff = true;
  std::string Moved = Root + "-elsewhere";
  ASSERT_FALSE(llvm::sys::fs::rename(Root + "/build", Moved));
  O.BuildPath = Moved;
  RunPlan Plan = planOf(O, Status);
  EXPECT_FALSE(Status.has_value());
  EXPECT_EQ(Plan.Root, Root + "/x");
  llvm::sys::fs::remove_directories(Moved);
  llvm::sys::fs::remove_directories(Root);
}

TEST(ExitStatusTest, FailOnAndMaxWarningsDecideOverSuccessOnly) {
  std::vector<Diagnostic> Diags(2);
  Diags[0].ID = DiagID::WarpSize;
  Diags[1].ID = DiagID::WarpSize;
  std::string Said;
  llvm::raw_string_ostream Err(Said);
  EXPECT_EQ(statusAfterDiagnostics(ExitOk, Diags, std::nullopt, ~0u, Err),
            ExitOk);
  EXPECT_EQ(statusAfterDiagnostics(ExitOk, Diags, Severity::Warning, ~0u, Err),
            ExitFailOn);
  EXPECT_EQ(statusAfterDiagnostics(ExitOk, Diags, Severity::Error, ~0u, Err),
            ExitOk);
  EXPECT_EQ(statusAfterDiagnostics(ExitIO, Diags, Severity::Warning, ~0u, Err),
            ExitIO);
  EXPECT_TRUE(Said.empty());
  EXPECT_EQ(statusAfterDiagnostics(ExitOk, Diags, std::nullopt, 1, Err),
            ExitFailOn);
  EXPECT_EQ(Said, "musify: 2 warnings exceed --max-warnings=1\n");
}

} // namespace
