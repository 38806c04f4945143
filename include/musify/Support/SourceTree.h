//===- SourceTree.h - The files of a project tree ---------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_SOURCETREE_H
#define MUSIFY_SUPPORT_SOURCETREE_H

#include "musify/Support/FileKinds.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace musify {

struct SourceTree {
  /// CUDA, C and C++ sources and headers to migrate.
  std::vector<std::string> Sources;
  /// Build scripts (CMake, Make, setup.py) to migrate by the build rules.
  std::vector<std::string> BuildScripts;
  /// Everything else, and files matched by an exclude pattern: copied.
  std::vector<std::string> Others;
  /// Links to files of the tree (each file is listed on its own): the port
  /// has a link in the same place, to the file's place in the port.
  std::vector<std::string> Links;
  /// What was left out and why (links to directories, devices, links out
  /// of the tree, musify's own cache), one line each: said, never silent.
  std::vector<std::string> Notes;
  /// Directories that could not be read: their files are missing from the
  /// port, which is an error.
  std::vector<std::string> Unreadable;
  /// Temporary files of an earlier run that was killed before it could
  /// rename or remove them (`*.musify-tmp-*`).
  std::vector<std::string> StaleTemporaries;
};

/// Whether \p Dir is a CMake build directory: it holds a CMakeCache.txt.
bool isCMakeBuildDirectory(llvm::StringRef Dir);

/// Lists the files under \p Root (skipping `.git`, CMake build directories,
/// which hold a CMakeCache.txt, and \p Skip, directories that must not be
/// read, such as an out-root; an empty one is none), in name order. \p Excludes
/// are glob patterns matched against paths relative to \p Root. Links are
/// never followed into directories (no loops, nothing outside the tree); a
/// linked file counts only when it lies in the tree; devices, pipes and
/// musify's own cache file are left out with a note.
llvm::Expected<SourceTree> listSourceTree(llvm::StringRef Root,
                                          llvm::ArrayRef<std::string> Excludes,
                                          llvm::ArrayRef<std::string> Skip);

/// The temporary files (`*.musify-tmp-*`, regular files only) a killed run
/// left below \p Root, which is musify's to clean: an out-root, or the tree
/// of an --in-place run. Links are not followed.
std::vector<std::string> findStaleTemporaries(llvm::StringRef Root);

} // namespace musify

#endif
