//===- CheckFilterTest.cpp - Checks and WarningsAsErrors globs ------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Diagnostics/CheckFilter.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

CheckFilter filter(llvm::StringRef Checks, llvm::StringRef AsErrors = "") {
  auto F = makeCheckFilter(Checks, AsErrors);
  EXPECT_TRUE(bool(F)) << (F ? "" : llvm::toString(F.takeError()));
  return F ? std::move(*F) : CheckFilter();
}

TEST(CheckFilterTest, GlobsMatchAnyRunOfCharacters) {
  EXPECT_TRUE(matchesCheckGlob("MU1005", "MU1005"));
  EXPECT_TRUE(matchesCheckGlob("mu1005", "MU1005"));
  EXPECT_TRUE(matchesCheckGlob("MU2*", "MU2001"));
  EXPECT_TRUE(matchesCheckGlob("*", "MU0001"));
  EXPECT_TRUE(matchesCheckGlob("MU*5", "MU1005"));
  EXPECT_TRUE(matchesCheckGlob("*-only", "mapped-only"));
  EXPECT_TRUE(matchesCheckGlob("M*1*5", "MU1005"));
  EXPECT_FALSE(matchesCheckGlob("MU2*", "MU1005"));
  EXPECT_FALSE(matchesCheckGlob("MU100", "MU1005"));
  EXPECT_FALSE(matchesCheckGlob("MU1005*1", "MU1005"));
  EXPECT_FALSE(matchesCheckGlob("", "MU1005"));
}

TEST(CheckFilterTest, AllOnByDefaultAndTheLastMatchDecides) {
  CheckFilter None = filter("");
  EXPECT_TRUE(None.enabled(DiagID::MappedOnly));
  EXPECT_FALSE(None.asError(DiagID::WarpSize));

  CheckFilter F = filter("-MU1005,MU2*");
  EXPECT_FALSE(F.enabled(DiagID::MappedOnly));
  EXPECT_TRUE(F.enabled(DiagID::WarpSize));
  EXPECT_TRUE(F.enabled(DiagID::UnsupportedAPI)); // no glob matches: on

  CheckFilter Later = filter("-*, MU2001 ,-MU2*,MU2002");
  EXPECT_FALSE(Later.enabled(DiagID::UnsupportedAPI));
  EXPECT_FALSE(Later.enabled(DiagID::WarpSize)); // -MU2* came after
  EXPECT_TRUE(Later.enabled(DiagID::InlinePtx));

  CheckFilter ByName = filter("-mapped-only");
  EXPECT_FALSE(ByName.enabled(DiagID::MappedOnly));
  EXPECT_TRUE(ByName.enabled(DiagID::UnmappedAPI));

  CheckFilter Lines = filter("-MU1*\n  MU1001\n");
  EXPECT_TRUE(Lines.enabled(DiagID::UnsupportedAPI));
  EXPECT_FALSE(Lines.enabled(DiagID::UnmappedAPI));
}

TEST(CheckFilterTest, WarningsAsErrors) {
  CheckFilter F = filter("", "MU1*,-MU1003");
  EXPECT_TRUE(F.asError(DiagID::UnsupportedAPI));
  EXPECT_FALSE(F.asError(DiagID::UnmappedAPI));
  EXPECT_FALSE(F.asError(DiagID::WarpSize));
}

TEST(CheckFilterTest, ApplyRemovesAndPromotes) {
  std::vector<Diagnostic> Diags(3);
  Diags[0].ID = DiagID::MappedOnly;
  Diags[1].ID = DiagID::WarpSize;
  Diags[2].ID = DiagID::UnsupportedAPI;
  CheckFilter F = filter("-MU1005", "MU2*");
  EXPECT_EQ(F.apply(Diags), 1u);
  ASSERT_EQ(Diags.size(), 2u);
  EXPECT_EQ(Diags[0].ID, DiagID::WarpSize);
  EXPECT_EQ(Diags[0].level(), Severity::Error);
  EXPECT_EQ(Diags[1].level(), Severity::Warning);
}

TEST(CheckFilterTest, BadGlobsAreErrors) {
  auto F = makeCheckFilter("-MU1005,MU2?", "");
  ASSERT_FALSE(bool(F));
  EXPECT_EQ(llvm::toString(F.takeError()),
            "Checks: 'MU2?' is not a glob over diagnostic IDs or names (such "
            "as MU1005, -MU1*, -mapped-only)");
  auto W = makeCheckFilter("", "-");
  ASSERT_FALSE(bool(W));
  EXPECT_EQ(llvm::toString(W.takeError()),
            "WarningsAsErrors: '-' is not a glob over diagnostic IDs or names "
            "(such as MU1005, -MU1*, -mapped-only)");
}

} // namespace
