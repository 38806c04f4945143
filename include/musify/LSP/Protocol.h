//===- Protocol.h - LSP positions, ranges, URIs, text changes ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The few protocol types every feature needs. Positions count lines from 0
// and characters in UTF-16 code units, the protocol's default (and the only
// encoding this server declares); text is UTF-8, where a byte that is not
// part of a valid sequence counts as one unit.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LSP_PROTOCOL_H
#define MUSIFY_LSP_PROTOCOL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace musify {
namespace lsp {

struct Position {
  int64_t Line = 0;
  int64_t Character = 0; ///< UTF-16 code units
};

struct Range {
  Position Start, End;
};

bool fromJSON(const llvm::json::Value &V, Position &P, llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, Range &R, llvm::json::Path Path);
llvm::json::Value toJSON(const Position &P);
llvm::json::Value toJSON(const Range &R);

/// The byte offset of \p P in \p Text. A character past its line's end is
/// the line's end (as the protocol says); a line past the last is an error.
llvm::Expected<size_t> offsetAt(llvm::StringRef Text, Position P);

/// The position of byte \p Offset (clamped to the text) in \p Text.
Position positionAt(llvm::StringRef Text, size_t Offset);

/// `file:` URIs and paths. Only the `file` scheme is understood.
std::string uriFromPath(llvm::StringRef AbsolutePath);
llvm::Expected<std::string> pathFromUri(llvm::StringRef Uri);

/// One entry of didChange's contentChanges: a range and its new text, or
/// (without a range) the whole new text. Applied in order to \p Text.
llvm::Error applyChange(std::string &Text, const llvm::json::Value &Change);

} // namespace lsp
} // namespace musify

#endif // MUSIFY_LSP_PROTOCOL_H
