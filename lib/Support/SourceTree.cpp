//===- SourceTree.cpp - The files of a project tree -----------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/SourceTree.h"
#include "musify/Support/AtomicFile.h"
#include "musify/Support/Paths.h"
#include "musify/Support/RunLock.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>

namespace musify {

namespace {

/// What kind of entry \p Path is, links followed once; the reason to leave
/// it out, or "" to list it.
std::string reasonToLeaveOut(llvm::StringRef Path, llvm::StringRef RealRoot,
                             llvm::sys::fs::file_type Type) {
  using llvm::sys::fs::file_type;
  if (Type == file_type::regular_file)
    return "";
  if (Type != file_type::symlink_file)
    return "not a regular file (a device, a pipe or a socket); left out";
  llvm::sys::fs::file_status Target;
  if (llvm::sys::fs::status(Path, Target, /*follow=*/true))
    return "a link to nothing; left out";
  if (Target.type() == file_type::directory_file)
    return "a link to a directory; not followed, its files are not part of "
           "the port through it";
  if (Target.type() != file_type::regular_file)
    return "a link to something that is not a regular file; left out";
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real) || !isWithin(Real, RealRoot))
    return "a link to a file outside the tree; left out";
  return "";
}

llvm::Expected<std::vector<llvm::GlobPattern>>
compileExcludes(llvm::ArrayRef<std::string> Excludes) {
  std::vector<llvm::GlobPattern> Patterns;
  for (const std::string &E : Excludes) {
    auto G = llvm::GlobPattern::create(E);
    if (!G)
      return llvm::createStringError("bad --exclude pattern '" + E +
                                     "': " + llvm::toString(G.takeError()));
    Patterns.push_back(std::move(*G));
  }
  return Patterns;
}

/// Lists a tree's files in a SourceTree, one entry at a time.
class TreeLister {
public:
  TreeLister(llvm::StringRef Root, std::vector<llvm::GlobPattern> Patterns,
             llvm::ArrayRef<std::string> Skip)
      : Root(Root), Patterns(std::move(Patterns)),
        RealRoot(absolutePath(Root)) {
    for (const std::string &Dir : Skip)
      if (!Dir.empty())
        AbsSkip.insert(absolutePath(Dir));
  }

  /// Whether the iterator should not enter the directory \p Path (one it
  /// cannot read, `.git`, the header cache, a CMake build directory, the
  /// skipped ones).
  bool leaveDirectory(llvm::StringRef Path) {
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    std::error_code ReadEC;
    llvm::sys::fs::directory_iterator Probe(Path, ReadEC);
    if (ReadEC) {
      Tree.Unreadable.push_back(Path.str() + ": " + ReadEC.message());
      return true;
    }
    if (isCMakeBuildDirectory(Path)) {
      Tree.Notes.push_back(Path.str() + ": a CMake build directory "
                                        "(CMakeCache.txt); left out");
      return true;
    }
    return Name == ".git" || Name == HeaderCacheName ||
           AbsSkip.count(absolutePath(Path));
  }

  void addFile(llvm::StringRef Path, llvm::sys::fs::file_type Type) {
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    // The incremental cache belongs to an out-root: one found in the input
    // tree is never copied over it.
    if (isTemporaryName(Name))
      Tree.StaleTemporaries.push_back(Path.str());
    if (Name == ".musify-cache.json" || Name == RunLockName ||
        isTemporaryName(Name)) {
      Tree.Notes.push_back(Path.str() + ": musify's own file; left out");
      return;
    }
    if (std::string Why = reasonToLeaveOut(Path, RealRoot, Type);
        !Why.empty()) {
      Tree.Notes.push_back(Path.str() + ": " + Why);
      return;
    }
    llvm::SmallString<256> Clean(Path);
    llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
    // A link to a file of the tree: the file is listed where it is; two
    // names for it would be two files written to one place.
    if (Type == llvm::sys::fs::file_type::symlink_file) {
      Tree.Links.push_back(std::string(Clean));
      return;
    }
    listOf(Path).push_back(std::string(Clean));
  }

  SourceTree take() {
    std::sort(Tree.Sources.begin(), Tree.Sources.end());
    std::sort(Tree.Others.begin(), Tree.Others.end());
    std::sort(Tree.BuildScripts.begin(), Tree.BuildScripts.end());
    std::sort(Tree.Links.begin(), Tree.Links.end());
    return std::move(Tree);
  }

private:
  /// The list a regular file of the tree goes to.
  std::vector<std::string> &listOf(llvm::StringRef Path) {
    // The iterator names files Root/...; match patterns on the rest.
    llvm::StringRef RelRef = Path;
    RelRef.consume_front(Root);
    RelRef = RelRef.ltrim('/');
    if (llvm::any_of(Patterns, [&](const llvm::GlobPattern &G) {
          return G.match(RelRef);
        }))
      return Tree.Others;
    if (isMigratableSource(Path))
      return Tree.Sources;
    return buildScriptKind(Path).empty() ? Tree.Others : Tree.BuildScripts;
  }

  llvm::StringRef Root;
  std::vector<llvm::GlobPattern> Patterns;
  std::set<std::string> AbsSkip;
  std::string RealRoot;
  SourceTree Tree;
};

} // namespace

bool isCMakeBuildDirectory(llvm::StringRef Dir) {
  llvm::SmallString<256> Cache(Dir);
  llvm::sys::path::append(Cache, "CMakeCache.txt");
  return llvm::sys::fs::exists(Cache);
}

llvm::Expected<SourceTree> listSourceTree(llvm::StringRef Root,
                                          llvm::ArrayRef<std::string> Excludes,
                                          llvm::ArrayRef<std::string> Skip) {
  auto Patterns = compileExcludes(Excludes);
  if (!Patterns)
    return Patterns.takeError();
  TreeLister Lister(Root, std::move(*Patterns), Skip);
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC,
                                                      /*follow=*/false),
       End;
       It != End && !EC; It.increment(EC)) {
    if (It->type() != llvm::sys::fs::file_type::directory_file)
      Lister.addFile(It->path(), It->type());
    else if (Lister.leaveDirectory(It->path()))
      It.no_push();
  }
  if (EC)
    return llvm::createStringError(EC,
                                   "cannot read " + Root + ": " + EC.message());
  return Lister.take();
}

std::vector<std::string> findStaleTemporaries(llvm::StringRef Root) {
  std::vector<std::string> Found;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC,
                                                      /*follow=*/false),
       End;
       It != End && !EC; It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::regular_file &&
        isTemporaryName(llvm::sys::path::filename(It->path())))
      Found.push_back(It->path());
  std::sort(Found.begin(), Found.end());
  return Found;
}

} // namespace musify
