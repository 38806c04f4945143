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
