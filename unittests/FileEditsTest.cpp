//===- FileEditsTest.cpp - Tests of the edit bookkeeping ------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/FileEdits.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(FileEditsTest, AppliesEditsAtOffsets) {
  FileEdits E;
  EXPECT_EQ(E.add({0, 4, "musa"}), FileEdits::AddResult::Added);
  EXPECT_EQ(E.add({10, 6, "musaAB"}), FileEdits::AddResult::Added);
  auto Out = E.apply("cuda; x = cudaAB;", "f.cu");
  ASSERT_TRUE(static_cast<bool>(Out));
  EXPECT_EQ(*Out, "musa; x = musaAB;");
}

TEST(FileEditsTest, SameEditTwiceIsRecordedOnce) {
  FileEdits E;
  EXPECT_EQ(E.add({3, 4, "musa"}), FileEdits::AddResult::Added);
  EXPECT_EQ(E.add({3, 4, "musa"}), FileEdits::AddResult::Duplicate);
  EXPECT_EQ(E.size(), 1u);
}

TEST(FileEditsTest, DisagreeingEditsConflict) {
  FileEdits E;
  ASSERT_EQ(E.add({3, 4, "musa"}), FileEdits::AddResult::Added);
  const Edit *Existing = nullptr;
  EXPECT_EQ(E.add({3, 4, "mtmt", nullptr}, &Existing),
            FileEdits::AddResult::Conflict);
  ASSERT_NE(Existing, nullptr);
  EXPECT_EQ(Existing->Text, "musa");
  // Overlaps from either side.
  EXPECT_EQ(E.add({1, 3, "x"}), FileEdits::AddResult::Conflict);
  EXPECT_EQ(E.add({6, 2, "x"}), FileEdits::AddResult::Conflict);
  // Adjacent is fine.
  EXPECT_EQ(E.add({7, 1, "x"}), FileEdits::AddResult::Added);
  EXPECT_EQ(E.add({0, 3, "y"}), FileEdits::AddResult::Added);
}

TEST(FileEditsTest, MergeReportsConflicts) {
  FileEdits A, B;
  A.add({0, 4, "musa"});
  B.add({0, 4, "musa"});
  B.add({10, 2, "zz"});
  B.add({0, 4, "other"}); // conflicts inside B itself: not added
  EXPECT_TRUE(A.merge(B).empty());
  EXPECT_EQ(A.size(), 2u);
  FileEdits C;
  C.add({0, 4, "mtmt"});
  std::vector<Edit> Conflicts = A.merge(C);
  ASSERT_EQ(Conflicts.size(), 1u);
  EXPECT_EQ(Conflicts[0].Text, "mtmt");
}

TEST(FileEditsTest, KeepsBytesAroundEdits) {
  FileEdits E;
  std::string Original = "\xEF\xBB\xBF"
                         "cudaFree(p);\r\n";
  E.add({3, 8, "musaFree"});
  auto Out = E.apply(Original, "f.cu");
  ASSERT_TRUE(static_cast<bool>(Out));
  EXPECT_EQ(*Out, "\xEF\xBB\xBF"
                  "musaFree(p);\r\n");
}

TEST(FileEditsTest, AnEditOutsideTheTextIsAnError) {
  FileEdits E;
  E.add({2, 8, "musaFree"});
  auto Out = E.apply("cuda", "f.cu");
  ASSERT_FALSE(static_cast<bool>(Out));
  EXPECT_EQ(llvm::toString(Out.takeError()),
            "f.cu: edit at offset 2 (length 8) overlaps another or lies "
            "outside the file");
}

} // namespace
