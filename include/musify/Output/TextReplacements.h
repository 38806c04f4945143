//===- TextReplacements.h - The edits that turn one text into another -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_TEXTREPLACEMENTS_H
#define MUSIFY_OUTPUT_TEXTREPLACEMENTS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

/// Replace [Offset, Offset + Length) of the old text with Text.
struct TextReplacement {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
};

/// Replacements, in order and not overlapping, that turn \p Old into \p New,
/// each as small as whole words allow (`cudaMalloc` -> `musaMalloc`, not a
/// line): changed lines are compared word by word. Whatever the texts,
/// applying the result to \p Old gives \p New exactly.
std::vector<TextReplacement> replacementsBetween(llvm::StringRef Old,
                                                 llvm::StringRef New);

/// Applies \p Replacements (as replacementsBetween returns them) to \p Old.
std::string applyReplacements(llvm::StringRef Old,
                              const std::vector<TextReplacement> &Replacements);

} // namespace musify

#endif // MUSIFY_OUTPUT_TEXTREPLACEMENTS_H
