//===- EmbedScan.cpp - Whether a build may quote an embedded file ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/EmbedScan.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/SourceTree.h"
#include "llvm/Support/MemoryBuffer.h"

namespace musify {

bool portEmbeds(const MigrationResult &R, llvm::StringRef InRoot,
                llvm::StringRef OutRoot) {
  for (const auto &[Path, F] : R.Files)
    if (hasEmbedDirective(F.Original) || hasEmbedDirective(F.Migrated))
      return true;
  if (InRoot.empty())
    return false;
  auto Tree = listSourceTree(InRoot, {}, OutRoot);
  if (!Tree) {
    llvm::consumeError(Tree.takeError());
    return false;
  }
  for (const std::vector<std::string> *Files : {&Tree->Sources, &Tree->Others})
    for (const std::string &File : *Files) {
      auto Text = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
      if (Text && hasEmbedDirective((*Text)->getBuffer()))
        return true;
    }
  return false;
}

} // namespace musify
