//===- FileRenames.h - Project files written under a new name ---*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// MUSA's compiler picks the language by extension (torch_musa's build and
// torchada rename .cu to .mu and .cuh to .muh; Support/FileKinds.def), so a
// renamed file must be renamed wherever it is named: #include lines and
// build scripts. --rename-symbols renames files too (foo_cuda.h ->
// foo_musa.h).
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_FILERENAMES_H
#define MUSIFY_REWRITE_FILERENAMES_H

#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace musify {

class FileRenames {
public:
  /// \p Path with .cu made .mu and .cuh .muh, or "" when neither applies.
  static std::string renamedExtension(llvm::StringRef Path);

  /// Records that the project file \p Path (absolute) becomes \p NewPath
  /// (absolute, in the same directory).
  void add(llvm::StringRef Path, std::string NewPath);
  /// The new path of \p Path, or "" when it keeps its name.
  std::string target(llvm::StringRef Path) const;
  /// Every .cu file is written as .mu and .cuh as .muh (--rename-files):
  /// build-script patterns that select files by extension (*.cu) follow.
  void renameExtensions() { RenamesExtensions = true; }
  /// Records that the project directory \p Dir (absolute) becomes \p NewDir.
  void addDirectory(llvm::StringRef Dir, std::string NewDir);
  /// \p Path (absolute) with each renamed directory between \p Root and
  /// its file renamed.
  std::string underRenamedDirectories(llvm::StringRef Path,
                                      llvm::StringRef Root) const;
  bool empty() const { return ByPath.empty() && !RenamesExtensions; }

  /// Rewrites `#include "..."` and `<...>` lines of the file at \p Path whose
  /// name resolves (relative to the file, to \p Root, or by a unique file name)
  /// to a file written under another path; the new text is relative the
  /// same way.
  std::string updateIncludes(llvm::StringRef Path, llvm::StringRef Text,
                             llvm::StringRef Root) const;

  /// Rewrites the names of renamed files and directories in a build script
  /// (CMake, Make, setup.py): a name is replaced where it stands as a whole
  /// path component (a directory's next to a '/') and either the path
  /// resolves to a renamed one or the name is unique among them.
  /// \p Script is the script's absolute path: paths in it are resolved
  /// relative to its directory, so that files of the same name in two
  /// directories are told apart.
  std::string updateBuildScript(llvm::StringRef Text,
                                llvm::StringRef Script) const;

  /// Whether \p Path is a build script whose file names musify updates.
  static bool isBuildScript(llvm::StringRef Path);

private:
  llvm::StringMap<std::string> ByPath;                  // absolute -> new
  llvm::StringMap<std::vector<std::string>> ByBaseName; // a.cu -> paths
  bool RenamesExtensions = false;
  llvm::StringMap<std::string> Dirs;                    // absolute -> new
  llvm::StringMap<std::vector<std::string>> DirsByName; // cuda -> paths
};

} // namespace musify

#endif
