//===- LibraryIncludeGraph.h - What MUSA libraries include ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A port moves from one library onto its MUSA counterpart (CUTLASS onto
// MUTLASS): `#include <cutlass/gemm/gemm.h>` becomes `<mutlass/gemm/gemm.h>`.
// The user's file parsed because CUTLASS's headers include each other in a
// certain way; MUTLASS's need not include the same. The graph answers, from
// the text of the MUSA library's headers as found on the include path,
// whether a header is reached from a file's includes, so that musify can add
// the includes the port lost (TranslationUnitState::addLostLibraryIncludes).
//
// Only includes spelled under the library's own directories (mutlass/,
// mute/) are followed, and every #include counts whatever #if surrounds it:
// reachability is over-approximated, so an include is added only where no
// path at all leads to the header.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_LIBRARYINCLUDEGRAPH_H
#define MUSIFY_LIB_MIGRATE_LIBRARYINCLUDEGRAPH_H

#include "musify/Rewrite/Words.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <optional>
#include <string>
#include <vector>

namespace musify {

class LibraryIncludeGraph {
public:
  /// \p SearchDirs: the include path, in order; \p Prefixes: the spellings
  /// followed ("mutlass/", "mute/"). Files are read through \p FS.
  LibraryIncludeGraph(llvm::vfs::FileSystem &FS,
                      std::vector<std::string> SearchDirs,
                      std::vector<std::string> Prefixes)
      : FS(FS), SearchDirs(std::move(SearchDirs)),
        Prefixes(std::move(Prefixes)) {}

  /// The file \p Spelled names on the include path, if any.
  std::optional<std::string> find(llvm::StringRef Spelled);
  /// Whether \p Target (spelled) is one of \p From (spelled) or is included
  /// by one of them, directly or not.
  bool reaches(llvm::ArrayRef<std::string> From, llvm::StringRef Target);
  /// Whether \p Spelled begins with one of the followed prefixes.
  bool follows(llvm::StringRef Spelled) const;

private:
  const std::vector<std::string> &includesOf(llvm::StringRef Spelled);

  llvm::vfs::FileSystem &FS;
  std::vector<std::string> SearchDirs;
  std::vector<std::string> Prefixes;
  llvm::StringMap<std::optional<std::string>> Found;
  llvm::StringMap<std::vector<std::string>> Includes;
};

} // namespace musify

#endif
