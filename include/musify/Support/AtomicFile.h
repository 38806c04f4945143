//===- AtomicFile.h - Files that appear whole or not at all -----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_ATOMICFILE_H
#define MUSIFY_SUPPORT_ATOMICFILE_H

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include <optional>

namespace musify {

/// What names the temporary files outputs are written to before their
/// rename (`<file>.musify-tmp-XXXXXX`): a killed run may leave them, and
/// the tree listing must recognise them.
inline constexpr llvm::StringLiteral TemporaryMarker = ".musify-tmp-";

/// Whether the file name \p Name is exactly musify's temporary-file pattern
/// (`<file>.musify-tmp-` and six lowercase hex digits, as TempFile fills in
/// `%%%%%%`), never a name that merely contains the marker, such as the
/// user's `design.musify-tmp-notes.txt`.
bool isTemporaryName(llvm::StringRef Name);

/// Writes \p Content to \p Path through a temporary file in the same
/// directory and an atomic rename, creating missing parent directories: a
/// reader never sees a half-written file, and a write that fails (a full
/// disk) leaves the old file as it was. The file gets \p Mode, else the
/// mode of the file it replaces, else the default one.
llvm::Error
writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content,
                    std::optional<llvm::sys::fs::perms> Mode = std::nullopt);

/// Writes one of the outputs the user named (--diagnostics-file, --sarif,
/// --export-fixes, the report's files): `-` (and `/dev/stdout`,
/// `/dev/stderr`) is the standard stream; a link is written through (its
/// target replaced atomically, the link kept), a link to nothing refused;
/// a character device or a pipe with a reader is written to directly, never
/// replaced; a pipe with no reader, a block device, a socket or a directory
/// is refused with a message. Anything else as writeFileAtomically.
llvm::Error writeOutputFile(llvm::StringRef Path, llvm::StringRef Content);

} // namespace musify

#endif // MUSIFY_SUPPORT_ATOMICFILE_H
