//===- PreprocessorLines.h - Logical lines and directives -------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Logical source lines (physical lines joined by escaped newlines) and the
// preprocessor directive a line holds, found in raw text: used by the checks
// that read #if lines and by the rewriter's test of a condition line.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_PREPROCESSORLINES_H
#define MUSIFY_SUPPORT_PREPROCESSORLINES_H

#include "llvm/ADT/StringRef.h"

namespace musify {

/// The end of the logical line that starts at \p Start (its newline, or
/// the end of \p Content), over escaped newlines (a backslash, optionally
/// followed by one `\r`).
size_t logicalLineEnd(llvm::StringRef Content, size_t Start);
/// The start of the logical line that holds \p Offset.
unsigned logicalLineStart(llvm::StringRef Content, unsigned Offset);

/// A preprocessor directive: its keyword (`if`, `ifdef`, `define`...) and
/// the rest of its line; both empty where the line is no directive.
struct Directive {
  llvm::StringRef Keyword, Rest;
};
Directive parseDirective(llvm::StringRef Line);
/// The directive of the logical line that starts at \p Start, as slices of
/// \p Content.
Directive directiveAt(llvm::StringRef Content, unsigned Start);

/// The index just past the string or character literal, or comment, that
/// starts at \p I of \p Text; \p I where none does. A quote after a digit
/// or letter is a digit separator (1'000), not a literal; a raw string
/// (R"x(...)x") ends at its delimiter.
size_t pastLiteralOrComment(llvm::StringRef Text, size_t I);

} // namespace musify

#endif
