//===- ExclusionMarkers.h - MUSIFY_EXCL_* regions ---------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Moore Threads' text-based musify lets users protect code with the markers
// MUSIFY_EXCL_LINE and MUSIFY_EXCL_START ... MUSIFY_EXCL_STOP (lines
// inclusive; an unclosed START runs to the end of the file). Code marked for
// that tool is honoured here too, so existing markers keep working.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_EXCLUSIONMARKERS_H
#define MUSIFY_REWRITE_EXCLUSIONMARKERS_H

#include "llvm/ADT/StringRef.h"
#include <utility>
#include <vector>

namespace musify {

/// Byte ranges [begin, end) of \p Content that must not be migrated.
std::vector<std::pair<unsigned, unsigned>>
findExcludedRanges(llvm::StringRef Content);

} // namespace musify

#endif
