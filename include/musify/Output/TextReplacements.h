//===- TextReplacements.h - The edits that turn one text into another -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_TEXTREPLACEMENTS_H
#define MUSIFY_OUTPUT_TEXTREPLACEMENTS_H

#include "musify/Rewrite/FileEdits.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

/// Edits (no rule), in order and not overlapping, that turn \p Old into \p New,
/// each as small as whole words allow (`cudaMalloc` -> `musaMalloc`, not a
/// line): changed lines are compared word by word. Whatever the texts,
/// applying the result to \p Old gives \p New exactly.
std::vector<Edit> replacementsBetween(llvm::StringRef Old, llvm::StringRef New);

/// Applies \p Replacements (as replacementsBetween returns them) to \p Old.
std::string applyReplacements(llvm::StringRef Old,
                              const std::vector<Edit> &Replacements);

} // namespace musify

#endif // MUSIFY_OUTPUT_TEXTREPLACEMENTS_H
