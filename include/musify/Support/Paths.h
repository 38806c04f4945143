//===- Paths.h - Paths of the input tree and the port -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Absolute and resolved paths, containment, and where a file of the input
// tree goes in an out-root: used by every layer that names files.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_PATHS_H
#define MUSIFY_SUPPORT_PATHS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace musify {

/// The directory of precompiled preambles in an out-root (HeaderCache.h):
/// musify's own, never copied or compared as part of a port.
inline constexpr llvm::StringLiteral HeaderCacheName = ".musify-header-cache";

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

/// The file \p To relative to the directory \p From (both absolute, no
/// dots, spelled from the same root): `../b/x.h`.
std::string relativePath(llvm::StringRef From, llvm::StringRef To);

/// Whether \p Path is directory \p Dir or lies below it (both absolute and
/// normalised; `/` holds everything).
bool isWithin(llvm::StringRef Path, llvm::StringRef Dir);

/// The first directory below \p Dir on the way to \p Path (\p Path's
/// parent included, \p Dir itself not) that is a symbolic link, or "" when
/// none is; both are taken as written (made absolute, not resolved). A
/// port written through such a link would land outside the out-root.
std::string linkBelow(llvm::StringRef Dir, llvm::StringRef Path);

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
