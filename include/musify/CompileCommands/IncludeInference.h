//===- IncludeInference.h - Include directories a tree implies --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A tree migrated without a compile database often includes its own headers
// by a path its build gives with -I (cuda-samples' `#include
// <helper_cuda.h>`, found in Common/). As clangd interpolates the flags of
// a file it has no command for, musify infers those directories: for each
// include of the tree's files that does not resolve next to the including
// file or through the given directories, the tree's directories that hold
// the whole included path become include directories.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_INCLUDEINFERENCE_H
#define MUSIFY_COMPILECOMMANDS_INCLUDEINFERENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace musify {

/// The files of a tree by file name, to find the directories that hold an
/// included path.
class TreeHeaderIndex {
public:
  /// \p Files: absolute paths of the tree's files.
  explicit TreeHeaderIndex(llvm::ArrayRef<std::string> Files);
  /// The directories D of the tree where D/\p Included is one of its files
  /// (\p Included as an include names it, `sub/x.h`), in name order.
  std::vector<std::string> dirsHolding(llvm::StringRef Included) const;

private:
  std::multimap<std::string, std::string> ByName; ///< file name -> path
};

/// The directory of \p Candidates nearest to \p File (fewest steps up and
/// down the tree); the first in name order among those as near.
std::string nearestDirectory(llvm::StringRef File,
                             llvm::ArrayRef<std::string> Candidates);

/// The include directories (`-I`, `-isystem`, `-iquote`, `-idirafter`, as
/// one argument or two) that \p Args gives, absolute from \p Cwd.
std::vector<std::string> givenIncludeDirs(llvm::ArrayRef<std::string> Args,
                                          llvm::StringRef Cwd);

/// The directories the compiler searches for an include with \p Command (a
/// compile command from the compiler's name to the source file): those it
/// gives and the system's (the C++ library's, the compiler's own, CUDA's,
/// /usr/include), as Clang's driver sets them up. Empty where the driver
/// cannot make a compile of it.
std::vector<std::string>
compilerSearchDirs(llvm::ArrayRef<std::string> Command);

/// One include that more than one directory of the tree could satisfy.
struct AmbiguousInclude {
  std::string Included, From, Chosen;
  std::vector<std::string> Candidates;
};

struct InferredIncludeDirs {
  /// Absolute directories, in the order they were needed.
  std::vector<std::string> Dirs;
  std::vector<AmbiguousInclude> Ambiguous;
};

/// The `#include` names of \p Text, with whether each was quoted.
std::vector<std::pair<std::string, bool>> includedNames(llvm::StringRef Text);

/// Infers the include directories \p Sources (absolute paths, read in the
/// order given) need beyond \p Given, from \p Index. An include that one
/// of \p Given holds (the compiler's search path: compilerSearchDirs) is
/// found without one: a `<unistd.h>` the system has infers no directory of
/// the tree that has one too.
InferredIncludeDirs inferIncludeDirs(llvm::ArrayRef<std::string> Sources,
                                     const TreeHeaderIndex &Index,
                                     llvm::ArrayRef<std::string> Given);

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_INCLUDEINFERENCE_H
