//===- SourceTree.cpp - The files of a project tree -----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/SourceTree.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Rewrite/BuildScriptScanner.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace musify {

bool isMigratableSource(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path))
      .Cases(".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", true)
      .Cases(".h", ".hpp", ".hh", ".hxx", ".inl", ".inc", true)
      .Default(false);
}

llvm::Expected<SourceTree> listSourceTree(llvm::StringRef Root,
                                          llvm::ArrayRef<std::string> Excludes,
                                          llvm::StringRef Skip) {
  std::vector<llvm::GlobPattern> Patterns;
  for (const std::string &E : Excludes) {
    auto G = llvm::GlobPattern::create(E);
    if (!G)
      return llvm::createStringError("bad --exclude pattern '" + E +
                                     "': " + llvm::toString(G.takeError()));
    Patterns.push_back(std::move(*G));
  }
  std::string AbsSkip = Skip.empty() ? "" : absolutePath(Skip);
  SourceTree Tree;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Path = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    if (It->type() == llvm::sys::fs::file_type::directory_file) {
      if (Name == ".git" || (!AbsSkip.empty() && absolutePath(Path) == AbsSkip))
        It.no_push();
      continue;
    }
    if (It->type() != llvm::sys::fs::file_type::regular_file &&
        It->type() != llvm::sys::fs::file_type::symlink_file)
      continue;
    // The iterator names files Root/...; match patterns on the rest.
    llvm::StringRef RelRef = Path;
    RelRef.consume_front(Root);
    RelRef = RelRef.ltrim('/');
    bool Excluded = llvm::any_of(
        Patterns, [&](const llvm::GlobPattern &G) { return G.match(RelRef); });
    llvm::SmallString<256> Clean(Path);
    llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
    std::vector<std::string> &List =
        Excluded                          ? Tree.Others
        : isMigratableSource(Path)        ? Tree.Sources
        : !buildScriptKind(Path).empty() ? Tree.BuildScripts
                                          : Tree.Others;
    List.push_back(std::string(Clean));
  }
  if (EC)
    return llvm::createStringError(EC,
                                   "cannot read " + Root + ": " + EC.message());
  std::sort(Tree.Sources.begin(), Tree.Sources.end());
  std::sort(Tree.Others.begin(), Tree.Others.end());
  std::sort(Tree.BuildScripts.begin(), Tree.BuildScripts.end());
  return Tree;
}

} // namespace musify
