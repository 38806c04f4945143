//===- PrivateFiles.h - Caches only the user can have written ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A cache musify reads back decides what it writes: a forged compiled rule
// cache or precompiled preamble rewrites the port. A cache is therefore used
// only from a directory the user owns that no one else may write, only
// from a regular file the user owns of a bounded size (never a pipe, a
// device or a link), and only when it carries a keyed hash (BLAKE3, keyed
// with a per-user secret kept in that directory) of its content: a copy of
// another user's cache, or a file changed behind musify's back, is a miss.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_PRIVATEFILES_H
#define MUSIFY_SUPPORT_PRIVATEFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <array>
#include <cstdint>
#include <memory>
#include <string>

namespace musify {

/// The name of the secret in a cache directory.
inline constexpr llvm::StringLiteral CacheSecretName = ".musify-cache-key";

using CacheTag = std::array<uint8_t, 32>;

/// Creates \p Dir (mode 0700) when missing and checks that it is a
/// directory, not a link, owned by the user (the effective uid) and not
/// writable by group or others; the error says which is not so.
llvm::Error checkPrivateDirectory(llvm::StringRef Dir);

/// Reads \p Path when it is a regular file (not a link, pipe or device)
/// owned by the user, not writable by others, of at most \p MaxSize bytes;
/// opening it never blocks.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readPrivateFile(llvm::StringRef Path, uint64_t MaxSize);

/// The per-user secret of the private directory \p Dir, created (0600,
/// random) on first use.
llvm::Expected<CacheTag> cacheSecret(llvm::StringRef Dir);

/// The keyed hash of \p Data under \p Secret.
CacheTag cacheTag(const CacheTag &Secret, llvm::StringRef Data);

/// Whether \p Data ends with the tag of what precedes it; \p Payload is
/// then that part.
bool checkTagged(const CacheTag &Secret, llvm::StringRef Data,
                 llvm::StringRef &Payload);

/// \p Payload followed by its tag.
std::string tagged(const CacheTag &Secret, llvm::StringRef Payload);

} // namespace musify

#endif // MUSIFY_SUPPORT_PRIVATEFILES_H
