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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <utility>
#include <vector>

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

/// The comments and string and character literals of \p Text, as
/// [begin, end) offsets in order.
std::vector<std::pair<unsigned, unsigned>>
commentsAndLiterals(llvm::StringRef Text);
/// Whether \p Offset lies in one of \p Ranges ([begin, end) pairs, in any
/// order).
bool inRanges(llvm::ArrayRef<std::pair<unsigned, unsigned>> Ranges,
              unsigned Offset);

/// Calls \p Visit with the [begin, end) of each identifier of \p Text
/// outside comments and literals, in order; a run of letters and digits
/// that starts with a digit (a number) is none. \p Visit returns the
/// offset to scan on from; the scan goes on from the identifier's end at
/// the earliest.
void forEachCodeWord(
    llvm::StringRef Text,
    llvm::function_ref<size_t(size_t Begin, size_t End)> Visit);

} // namespace musify

#endif
