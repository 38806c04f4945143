//===- EmbedScan.h - Whether a build may quote an embedded file -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_VERIFY_EMBEDSCAN_H
#define MUSIFY_VERIFY_EMBEDSCAN_H

#include "musify/Result/MigrationResult.h"
#include "llvm/ADT/StringRef.h"

namespace musify {

/// What --verify says instead of a compiler's error where the port embeds
/// a file.
inline constexpr llvm::StringLiteral EmbedHiddenMessage =
    "an error in a port that uses #embed (its text is not shown: it may "
    "quote the embedded file)";

/// Whether an input's parse met an `#embed` (in the input or in any file
/// it includes, the tree's or not: EmbedGuard), or a file of \p R
/// (original or port) has one. A compiler's errors after one may quote the
/// embedded file (`#embed "/etc/shadow"` as template arguments), and
/// --verify's compiles use a compiler musify does not stop at the
/// directive, so then none of their errors is quoted.
bool portEmbeds(const MigrationResult &R);

} // namespace musify

#endif // MUSIFY_VERIFY_EMBEDSCAN_H
