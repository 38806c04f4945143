//===- JsonDepth.h - JSON nested deeper than a parser should go -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_JSONDEPTH_H
#define MUSIFY_SUPPORT_JSONDEPTH_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace musify {

/// How deep musify lets JSON from outside nest before a recursive parser
/// (llvm::json::parse, Clang's compile database reader) sees it: far more
/// than a compile database (3) or a protocol message (about 10) needs, far
/// less than what overflows a thread's stack.
inline constexpr unsigned MaxJsonDepth = 256;

/// The offset of the first `[` or `{` of \p Text that opens a level deeper
/// than \p Limit, outside strings; none when \p Text nests no deeper. Only
/// the brackets are looked at: whether \p Text is JSON is the parser's to
/// say.
std::optional<size_t> jsonNestedTooDeep(llvm::StringRef Text,
                                        unsigned Limit = MaxJsonDepth);

} // namespace musify

#endif // MUSIFY_SUPPORT_JSONDEPTH_H
