//===- PathRenames.cpp - Files and directories that say CUDA --------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PathRenames.h"
#include "musify/Rewrite/FileRenames.h"
#include "musify/Rewrite/Words.h"
#include "musify/Rules/Fragments.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <set>

namespace musify {
namespace {

struct PathPlanner {
  const RuleSet &Rules;
  std::string Root;
  MigrationResult &R;

  /// An `#include` of a migrated file.
  struct Inclusion {
    std::string Includer; ///< absolute
    const FileResult *File;
    IncludeLine Line; ///< points into File->Original
  };
  /// Every include of the migrated files, read once.
  std::vector<Inclusion> Inclusions;

  void collectInclusions() {
    for (const auto &[Abs, F] : R.Files)
      if (!FileRenames::isBuildScript(F.Path))
        for (llvm::StringRef Line : llvm::split(F.Original, '\n'))
          if (std::optional<IncludeLine> Include = parseIncludeLine(Line))
            Inclusions.push_back({Abs, &F, *Include});
  }

  void planFiles() {
    llvm::StringSet<> Taken;
    for (const auto &[Abs, F] : R.Files) {
      if (FileRenames::isBuildScript(F.Path))
        continue;
      llvm::StringRef Base = llvm::sys::path::filename(Abs);
      llvm::StringRef Ext = llvm::sys::path::extension(Base);
      std::string Stem = renameFragments(Rules, Base.drop_back(Ext.size()));
      if (Stem.empty())
        continue;
      std::string NewBase = Stem + Ext.str();
      llvm::SmallString<256> Target(llvm::sys::path::parent_path(Abs));
      llvm::sys::path::append(Target, NewBase);
      if (llvm::sys::fs::exists(Target) || !Taken.insert(Target).second) {
        R.KeptSymbols.push_back(
            {Base.str(), "file", F.Path,
             fmt::format("'{}' already exists next to it", NewBase)});
        continue;
      }
      R.NewFileNames[Abs] = NewBase;
      R.RenamedSymbols.push_back({Base.str(), NewBase, "file", F.Path, 1,
                                  std::vector<std::string>{F.Path}});
    }
  }

  /// Why \p Dir must keep its name because an #include reaches a file in it
  /// by a path musify does not rewrite: <...>, or "..." found through an
  /// include directory rather than next to the includer or at the root
  /// (<ATen/cuda/CUDAContext.h> of a PyTorch copied into the tree); or "".
  std::string includedThroughSearchPath(const std::string &Dir) const {
    llvm::StringRef Base = llvm::sys::path::filename(Dir);
    auto Under = [&](llvm::StringRef From, llvm::StringRef Written) {
      llvm::SmallString<256> P(From);
      llvm::sys::path::append(P, Written);
      return llvm::StringRef(absolutePath(P)).starts_with(Dir + "/");
    };
    for (const Inclusion &In : Inclusions) {
      bool Angled = In.Line.Angled;
      llvm::StringRef Written = In.Line.Name;
      // Does the include name a file in Dir: a prefix of its path ends
      // with Dir's name and Dir holds the rest?
      llvm::SmallVector<llvm::StringRef, 8> Parts;
      Written.split(Parts, '/');
      bool Through = false;
      for (size_t K = 0; K + 1 < Parts.size() && !Through; ++K) {
        if (Parts[K] != Base)
          continue;
        std::string Prefix =
            llvm::join(llvm::ArrayRef(Parts).take_front(K + 1), "/");
        std::string Rest =
            llvm::join(llvm::ArrayRef(Parts).drop_front(K + 1), "/");
        llvm::SmallString<256> Inside(Dir);
        llvm::sys::path::append(Inside, Rest);
        Through = llvm::StringRef(Dir).ends_with("/" + Prefix) &&
                  llvm::sys::fs::exists(Inside);
      }
      if (!Through)
        continue;
      bool Followed =
          !Angled &&
          (Under(llvm::sys::path::parent_path(In.Includer), Written) ||
           Under(Root, Written));
      if (!Followed)
        return fmt::format("{} includes {}{}{} through an include "
                           "directory, which musify does not rewrite",
                           In.File->Path, Angled ? '<' : '"', Written,
                           Angled ? '>' : '"');
    }
    return "";
  }

  /// Directories below the root that hold migrated files (src/cuda,
  /// ggml-cuda). A directory keeps its name where a build script next to it
  /// names it other than as part of a path (add_subdirectory(cuda)): musify
  /// cannot tell that word from others.
  void planDirectories() {
    if (Root.empty())
      return;
    collectInclusions();
    std::set<std::string> Dirs;
    for (const auto &Entry : R.Files) {
      llvm::StringRef Dir = llvm::sys::path::parent_path(Entry.first);
      while (Dir.size() > Root.size() && Dir.starts_with(Root))
        Dirs.insert(Dir.str()), Dir = llvm::sys::path::parent_path(Dir);
    }
    for (const std::string &Dir : Dirs) {
      llvm::StringRef Base = llvm::sys::path::filename(Dir);
      std::string NewBase = renameFragments(Rules, Base);
      if (NewBase.empty())
        continue;
      std::string Shown =
          llvm::StringRef(Dir).drop_front(Root.size()).ltrim('/').str() + "/";
      llvm::SmallString<256> Target(llvm::sys::path::parent_path(Dir));
      llvm::sys::path::append(Target, NewBase);
      std::string Why;
      if (llvm::sys::fs::exists(Target))
        Why = fmt::format("'{}' already exists next to it", NewBase);
      for (const auto &Entry : R.Files) {
        const FileResult &F = Entry.second;
        if (!Why.empty() || !FileRenames::isBuildScript(F.Path) ||
            llvm::sys::path::parent_path(Entry.first) !=
                llvm::sys::path::parent_path(Dir))
          continue;
        forEachPathWord(F.Original, Base, [&](size_t, bool InPath) {
          if (!InPath && Why.empty())
            Why = fmt::format("{} names it other than in a path", F.Path);
        });
      }
      if (Why.empty())
        Why = includedThroughSearchPath(Dir);
      if (!Why.empty()) {
        R.KeptSymbols.push_back({Base.str(), "directory", Shown, Why});
        continue;
      }
      R.NewDirNames[Dir] = NewBase;
      R.RenamedSymbols.push_back({Base.str(), NewBase, "directory", Shown, 1,
                                  std::vector<std::string>{Shown}});
    }
  }
};

} // namespace

void planPathRenames(const RuleSet &Rules, llvm::StringRef Root,
                     MigrationResult &Result) {
  PathPlanner P{Rules, Root.str(), Result};
  P.planFiles();
  P.planDirectories();
}

} // namespace musify
