//===- SourceClassifier.h - Whose file is this? -----------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every decision musify takes starts with where something is written or
// declared: in the user's code (rewrite), in the CUDA SDK (look up a rule) or
// elsewhere (leave alone).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_ANALYSIS_SOURCECLASSIFIER_H
#define MUSIFY_ANALYSIS_SOURCECLASSIFIER_H

#include "musify/Rules/RuleSet.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace musify {

enum class Origin {
  User,    ///< The user's code: rewritten.
  CudaSdk, ///< The CUDA toolkit, or a CUDA library a family names.
  Other,   ///< System and compiler headers, built-ins.
};

struct FileClass {
  Origin From = Origin::Other;
  std::string Path;    ///< Name as clang opened it.
  std::string RelPath; ///< Relative to the CUDA include root (CudaSdk only).
  const Family *Owner = nullptr;
};

/// Clang's own include directory under \p ResourceDir (its CUDA wrapper
/// headers live there), as a real path ending with a separator: the
/// ClangRoot of a SourceClassifier.
std::string clangHeaderRoot(llvm::StringRef ResourceDir);

class SourceClassifier {
public:
  /// \p CudaIncludeRoots: the toolkit's include directories; \p ClangRoot:
  /// Clang's own include directory, whose CUDA wrapper headers declare part
  /// of the CUDA surface (threadIdx, the libdevice __nv_* functions). Both
  /// end with a separator. Files under ClangRoot are named "<clang>/...".
  SourceClassifier(const clang::SourceManager &SM, const RuleSet &Rules,
                   std::vector<std::string> CudaIncludeRoots,
                   std::string ClangRoot = "")
      : SM(SM), Rules(Rules), Roots(std::move(CudaIncludeRoots)),
        ClangRoot(std::move(ClangRoot)) {}

  const FileClass &classify(clang::FileID FID);
  const FileClass &classify(clang::SourceLocation Loc) {
    return classify(SM.getFileID(Loc));
  }
  /// Records that \p File was included as \p Written from \p Includer: a
  /// header of a library some family names (by the include's spelling, or
  /// because a library header included it) is that library's, not the
  /// user's.
  void noteInclusion(clang::FileID Includer, llvm::StringRef Written,
                     clang::FileEntryRef File);
  /// Whether \p File, included as \p Written, is the user's: not in the
  /// CUDA toolkit or Clang's headers, not a library a family names, not a
  /// system header (\p Kind).
  bool isUserFile(clang::FileEntryRef File, llvm::StringRef Written,
                  clang::SrcMgr::CharacteristicKind Kind) const;
  /// The headers noteInclusion gave to a library: (path, family, written).
  struct OwnedHeader {
    std::string Path;
    const Family *Owner;
    std::string Written;
  };
  std::vector<OwnedHeader> libraryHeaders() const;
  /// Gives \p File to \p Owner as noteInclusion would have, for headers
  /// whose inclusion a precompiled preamble hides.
  void addLibraryHeader(clang::FileEntryRef File, const Family *Owner,
                        llvm::StringRef Written);
  bool isUser(clang::SourceLocation Loc) {
    return Loc.isValid() && classify(Loc).From == Origin::User;
  }

private:
  const clang::SourceManager &SM;
  const RuleSet &Rules;
  std::vector<std::string> Roots; // real paths, with trailing separator
  std::string ClangRoot;
  llvm::DenseMap<clang::FileID, FileClass> Cache;
  struct LibraryHeader {
    const Family *Owner;
    std::string Written;
    std::string Path; ///< as first opened
  };
  llvm::DenseMap<const clang::FileEntry *, LibraryHeader> Libraries;
};

} // namespace musify

#endif
