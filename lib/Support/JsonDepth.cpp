//===- JsonDepth.cpp - JSON nested deeper than a parser should go ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/JsonDepth.h"

namespace musify {

std::optional<size_t> jsonNestedTooDeep(llvm::StringRef Text, unsigned Limit) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I; // the escaped character, a quote included
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"')
      InString = true;
    else if ((C == '[' || C == '{') && ++Depth > Limit)
      return I;
    else if ((C == ']' || C == '}') && Depth > 0)
      --Depth;
  }
  return std::nullopt;
}

} // namespace musify
