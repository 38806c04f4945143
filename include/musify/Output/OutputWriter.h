//===- OutputWriter.h - Write migrated files safely -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_OUTPUTWRITER_H
#define MUSIFY_OUTPUT_OUTPUTWRITER_H

#include "musify/Support/AtomicFile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include <optional>
#include <string>

namespace musify {

/// The directory of precompiled preambles in an out-root (HeaderCache.h):
/// musify's own, never copied or compared as part of a port.
inline constexpr llvm::StringLiteral HeaderCacheName = ".musify-header-cache";

/// Keeps a copy of \p Path before an in-place rewrite, as `<Path>.orig`, or
/// `<Path>.orig.N` with the first free N when that name is taken (by an
/// earlier run's backup, or a file of the user's): a backup never replaces
/// a file. Returns the backup's path.
llvm::Expected<std::string> writeBackup(llvm::StringRef Path,
                                        llvm::StringRef Original);

/// Where \p Input goes when the tree under \p InRoot is mirrored under
/// \p OutRoot; an empty result means \p Input is not under \p InRoot.
std::string mirrorPath(llvm::StringRef Input, llvm::StringRef InRoot,
                       llvm::StringRef OutRoot);

/// The deepest directory that contains all \p Paths.
std::string commonParent(const std::vector<std::string> &Paths);

/// Absolute, normalised form of \p Path (symlinks resolved where it exists).
std::string absolutePath(llvm::StringRef Path);

/// Like absolutePath, but for a path that may not exist yet: the longest
/// part that exists has its symlinks resolved, so that a new directory
/// reached through a link is named where it will really be.
std::string resolvedPath(llvm::StringRef Path);

/// Whether \p Path is directory \p Dir or lies below it (both absolute and
/// normalised; `/` holds everything).
bool isWithin(llvm::StringRef Path, llvm::StringRef Dir);

/// How an out-root would overlap the input tree.
enum class Overlap {
  None,
  FileSystemRoot, ///< The out-root is `/`.
  Same,           ///< The out-root is the input tree.
  Inside,         ///< The out-root lies inside the input tree.
  Contains,       ///< The out-root holds the input tree.
};

/// How an out-root at \p OutRoot overlaps the input tree at \p InRoot,
/// whatever the spelling or links.
Overlap outRootOverlap(llvm::StringRef InRoot, llvm::StringRef OutRoot);

/// The words that say \p O in a message ("it is inside the input tree").
llvm::StringRef describe(Overlap O);

} // namespace musify

#endif
