//===- FileRenames.cpp - Project files written under a new name -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Rewrite/FileRenames.h"
#include "musify/Rewrite/BuildScriptScanner.h"
#include "musify/Rewrite/Words.h"
#include "musify/Support/FileKinds.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string FileRenames::renamedExtension(llvm::StringRef Path) {
  return musaFileName(Path);
}

void FileRenames::add(llvm::StringRef Path, std::string NewPath) {
  ByPath[Path] = std::move(NewPath);
  ByBaseName[llvm::sys::path::filename(Path)].push_back(Path.str());
}

std::string FileRenames::target(llvm::StringRef Path) const {
  auto It = ByPath.find(Path);
  return It == ByPath.end() ? "" : It->second;
}

/// \p Written (an include's text or a path in a build script) naming the
/// file now called \p NewPath.
static std::string withNewFileName(llvm::StringRef Written,
                                   llvm::StringRef NewPath) {
  return (Written.drop_back(llvm::sys::path::filename(Written).size()) +
          llvm::sys::path::filename(NewPath))
      .str();
}

bool FileRenames::isBuildScript(llvm::StringRef Path) {
  return !buildScriptKind(Path).empty();
}

void FileRenames::addDirectory(llvm::StringRef Dir, std::string NewDir) {
  Dirs[Dir] = std::move(NewDir);
  DirsByName[llvm::sys::path::filename(Dir)].push_back(Dir.str());
}

std::string FileRenames::underRenamedDirectories(llvm::StringRef Path,
                                                 llvm::StringRef Root) const {
  llvm::StringRef Rel = Path;
  if (Dirs.empty() || !Rel.consume_front(Root) || Rel.empty() ||
      !llvm::sys::path::is_separator(Rel.front()))
    return Path.str();
  llvm::SmallString<256> Old(Root), New(Root);
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Rel.drop_front().split(Parts, llvm::sys::path::get_separator());
  for (size_t I = 0; I + 1 < Parts.size(); ++I) {
    llvm::sys::path::append(Old, Parts[I]);
    auto It = Dirs.find(Old);
    llvm::sys::path::append(New, It == Dirs.end()
                                     ? Parts[I]
                                     : llvm::sys::path::filename(It->second));
  }
  llvm::sys::path::append(New, Parts.back());
  return std::string(New);
}

std::string FileRenames::updateIncludes(llvm::StringRef Path,
                                        llvm::StringRef Text,
                                        llvm::StringRef Root) const {
  std::string Out;
  std::string NewPath = target(Path);
  if (NewPath.empty())
    NewPath = Path.str();
  // Where an include is looked up, and where its new text is relative to.
  std::pair<std::string, std::string> Bases[] = {
      {llvm::sys::path::parent_path(Path).str(),
       llvm::sys::path::parent_path(NewPath).str()},
      {Root.str(), Root.str()}};
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool HasNewline = Line.size() < Text.size();
    // "name" or <name>: the project's headers are included both ways.
    if (std::optional<IncludeLine> Include = parseIncludeLine(Line)) {
      llvm::StringRef Name = Include->Name;
      std::string Written;
      for (const auto &[Base, NewBase] : Bases) {
        if (Base.empty())
          continue;
        llvm::SmallString<256> Resolved(Base);
        llvm::sys::path::append(Resolved, Name);
        std::string New = target(absolutePath(Resolved));
        if (!New.empty()) {
          Written = relativePath(NewBase, New);
          break;
        }
      }
      if (Written.empty()) {
        // Found through an include path: only its file name is known.
        auto It = ByBaseName.find(llvm::sys::path::filename(Name));
        if (It != ByBaseName.end() && It->second.size() == 1)
          Written = withNewFileName(Name, target(It->second.front()));
      }
      if (!Written.empty() && Written != Name) {
        Out += (Line.take_front(Include->Offset) + Written +
                Line.drop_front(Include->Offset + Name.size()))
                   .str();
        Line = "";
      }
    }
    Out += Line.str();
    if (HasNewline)
      Out += '\n';
    Text = Rest;
  }
  return Out;
}

std::string FileRenames::updateBuildScript(llvm::StringRef Text,
                                           llvm::StringRef Script) const {
  std::string ScriptDir = llvm::sys::path::parent_path(Script).str();
  // The renamed file or directory that the path ending at [.., End) of
  // \p Out names relative to the script (`src/cuda/k.cu`,
  // `${CMAKE_CURRENT_SOURCE_DIR}/k.cu`), or "".
  auto Resolve = [&](const std::string &Out, size_t End,
                     const llvm::StringMap<std::string> &Map) -> std::string {
    size_t Begin = End;
    while (Begin > 0 &&
           (isPathNameChar(Out[Begin - 1]) || Out[Begin - 1] == '/'))
      --Begin;
    llvm::StringRef Token = llvm::StringRef(Out).slice(Begin, End);
    Token = Token.ltrim('/'); // after ${...}: still relative to the script
    llvm::SmallString<256> Path(ScriptDir);
    llvm::sys::path::append(Path, Token);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    auto It = Map.find(Path);
    return It == Map.end() ? "" : It->second;
  };
  std::string Out = Text.str();
  // Replaces each \p Old that stands as a name of its own (a directory's
  // only next to a '/') and that \p Map says is renamed: the one the path
  // resolves to, or else the only one of that name.
  auto Replace = [&](const std::string &Old,
                     const std::vector<std::string> &Paths,
                     const llvm::StringMap<std::string> &Map, bool Directory) {
    std::vector<std::pair<size_t, std::string>> Edits;
    forEachPathWord(Out, Old, [&](size_t At, bool InPath) {
      if (Directory && !InPath)
        return;
      std::string New = Resolve(Out, At + Old.size(), Map);
      if (New.empty() && Paths.size() == 1)
        New = Map.lookup(Paths.front());
      if (!New.empty())
        Edits.push_back({At, llvm::sys::path::filename(New).str()});
    });
    for (auto It = Edits.rbegin(); It != Edits.rend(); ++It)
      Out.replace(It->first, Old.size(), It->second);
  };
  for (const auto &Entry : ByBaseName)
    Replace(Entry.first().str(), Entry.second, ByPath, false);
  for (const auto &Entry : DirsByName)
    Replace(Entry.first().str(), Entry.second, Dirs, true);
  // file(GLOB ... *.cu), glob.glob("csrc/*.cu"): patterns, not names.
  if (RenamesExtensions)
    for (const auto &[Cuda, Musa] : musaExtensionRenames()) {
      std::string Old = ("*" + Cuda).str(), New = ("*" + Musa).str();
      size_t At = 0;
      while ((At = Out.find(Old, At)) != std::string::npos) {
        size_t End = At + Old.size();
        if (End < Out.size() && isIdentifierChar(Out[End])) {
          At = End;
          continue;
        }
        Out.replace(At, Old.size(), New);
        At += New.size();
      }
    }
  return Out;
}

} // namespace musify
