//===- EmbedScan.cpp - Whether a build may quote an embedded file ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Verify/EmbedScan.h"
#include "musify/Support/FileKinds.h"

namespace musify {

bool portEmbeds(const MigrationResult &R) {
  for (const auto &[Path, F] : R.Files)
    if (F.Embeds || hasEmbedDirective(F.Original) ||
        hasEmbedDirective(F.Migrated))
      return true;
  return false;
}

} // namespace musify
