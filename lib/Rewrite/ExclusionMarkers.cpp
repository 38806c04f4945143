//===- ExclusionMarkers.cpp - MUSIFY_EXCL_* regions -----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/ExclusionMarkers.h"

namespace musify {

std::vector<std::pair<unsigned, unsigned>>
findExcludedRanges(llvm::StringRef Content) {
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  if (!Content.contains("MUSIFY_EXCL_"))
    return Ranges;
  bool InBlock = false;
  unsigned BlockStart = 0;
  size_t LineStart = 0;
  while (LineStart < Content.size()) {
    size_t LineEnd = Content.find('\n', LineStart);
    if (LineEnd == llvm::StringRef::npos)
      LineEnd = Content.size();
    else
      ++LineEnd;
    llvm::StringRef Line = Content.slice(LineStart, LineEnd);
    if (!InBlock && Line.contains("MUSIFY_EXCL_START")) {
      InBlock = true;
      BlockStart = LineStart;
    } else if (InBlock && Line.contains("MUSIFY_EXCL_STOP")) {
      InBlock = false;
      Ranges.push_back({BlockStart, static_cast<unsigned>(LineEnd)});
    } else if (!InBlock && Line.contains("MUSIFY_EXCL_LINE")) {
      Ranges.push_back(
          {static_cast<unsigned>(LineStart), static_cast<unsigned>(LineEnd)});
    }
    LineStart = LineEnd;
  }
  if (InBlock)
    Ranges.push_back({BlockStart, static_cast<unsigned>(Content.size())});
  return Ranges;
}
} // namespace musify
