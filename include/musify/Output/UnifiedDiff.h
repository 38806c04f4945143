//===- UnifiedDiff.h - Unified diffs of two texts ---------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_UNIFIEDDIFF_H
#define MUSIFY_OUTPUT_UNIFIEDDIFF_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify {

/// The unified diff (3 lines of context) from \p Old to \p New, with headers
/// naming \p OldName and \p NewName; empty when the texts are equal.
std::string unifiedDiff(llvm::StringRef Old, llvm::StringRef New,
                        llvm::StringRef OldName, llvm::StringRef NewName);

} // namespace musify

#endif
