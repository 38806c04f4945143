//===- LibraryIncludeGraphTest.cpp - Tests of the library include graph ---===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Migrate/LibraryIncludeGraph.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "gtest/gtest.h"

using namespace musify;

namespace {

TEST(LibraryIncludeGraphTest, DirectivesSkipBlockComments) {
  llvm::StringRef Text = "#include <a.h>\n"
                         "/* #include <b.h>\n"
                         "#include <c.h> */ #include \"d.h\"\n"
                         "  #  include <e.h> // comment\n"
                         "int x; /* open\n"
                         "#include <f.h>\n"
                         "*/\n"
                         "#include <g.h>";
  std::vector<IncludeDirective> D = includeDirectives(Text);
  ASSERT_EQ(D.size(), 4u);
  EXPECT_EQ(D[0].Spelled, "a.h");
  EXPECT_EQ(D[0].Begin, 0u);
  EXPECT_EQ(D[0].End, 14u);
  // A comment that spans lines is one blank: the directive after it counts.
  EXPECT_EQ(D[1].Spelled, "d.h");
  EXPECT_EQ(D[2].Spelled, "e.h");
  EXPECT_EQ(D[3].Spelled, "g.h");
  EXPECT_EQ(D[3].End, Text.size());
}

TEST(LibraryIncludeGraphTest, ReachesThroughFollowedPrefixesOnly) {
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  auto Add = [&](llvm::StringRef Path, llvm::StringRef Text) {
    FS->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text));
  };
  Add("/inc/mutlass/gemm.h", "#include \"mutlass/array.h\"\n"
                             "#include <other/layout.h>\n");
  Add("/inc/mutlass/array.h", "#if 0\n#include <mute/tensor.hpp>\n#endif\n");
  Add("/inc/mute/tensor.hpp", "");
  Add("/inc/other/layout.h", "#include <mutlass/layout/matrix.h>\n");
  Add("/inc/mutlass/layout/matrix.h", "");
  LibraryIncludeGraph G(*FS, {"/missing", "/inc"}, {"mutlass/", "mute/"});
  EXPECT_EQ(G.find("mutlass/array.h"),
            std::optional<std::string>("/inc/mutlass/array.h"));
  EXPECT_FALSE(G.find("mutlass/none.h"));
  // Every #include counts, whatever #if surrounds it.
  EXPECT_TRUE(G.reaches({"mutlass/gemm.h"}, "mute/tensor.hpp"));
  // other/ is not followed: its include of the layouts is not seen.
  EXPECT_FALSE(G.reaches({"mutlass/gemm.h"}, "mutlass/layout/matrix.h"));
  EXPECT_TRUE(
      G.reaches({"mutlass/layout/matrix.h"}, "mutlass/layout/matrix.h"));
  EXPECT_FALSE(G.reaches({}, "mutlass/array.h"));
}

} // namespace
