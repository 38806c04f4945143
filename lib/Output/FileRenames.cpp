//===- FileRenames.cpp - Project files written under a new name -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/FileRenames.h"
#include "musify/Output/OutputWriter.h"
#include "musify/Rewrite/BuildScriptScanner.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string FileRenames::renamedExtension(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if (Ext != ".cu" && Ext != ".cuh")
    return "";
  return (Path.drop_back(Ext.size()) + (Ext == ".cu" ? ".mu" : ".muh")).str();
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

std::string FileRenames::updateIncludes(llvm::StringRef Path,
                                        llvm::StringRef Text) const {
  std::string Out;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool HasNewline = Line.size() < Text.size();
    llvm::StringRef Trimmed = Line.ltrim(" \t");
    size_t Open = Line.find('"');
    size_t Close =
        Open == llvm::StringRef::npos ? Open : Line.find('"', Open + 1);
    if (Trimmed.starts_with("#") && Trimmed.contains("include") &&
        Close != llvm::StringRef::npos) {
      llvm::StringRef Name = Line.slice(Open + 1, Close);
      llvm::SmallString<256> Resolved(Dir);
      llvm::sys::path::append(Resolved, Name);
      std::string New = target(absolutePath(Resolved));
      if (New.empty()) {
        auto It = ByBaseName.find(llvm::sys::path::filename(Name));
        if (It != ByBaseName.end() && It->second.size() == 1)
          New = target(It->second.front());
      }
      if (!New.empty()) {
        Out += (Line.take_front(Open + 1) + withNewFileName(Name, New) +
                Line.drop_front(Close))
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

std::string FileRenames::updateBuildScript(llvm::StringRef Text) const {
  std::string Out = Text.str();
  auto IsNameChar = [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == '-' || C == '.';
  };
  for (const auto &Entry : ByBaseName) {
    if (Entry.second.size() != 1)
      continue;
    std::string Old = Entry.first().str();
    std::string New = withNewFileName(Old, target(Entry.second.front()));
    size_t At = 0;
    while ((At = Out.find(Old, At)) != std::string::npos) {
      bool Before = At > 0 && IsNameChar(Out[At - 1]);
      bool After =
          At + Old.size() < Out.size() && IsNameChar(Out[At + Old.size()]);
      if (Before || After) {
        At += Old.size();
        continue;
      }
      Out.replace(At, Old.size(), New);
      At += New.size();
    }
  }
  return Out;
}

} // namespace musify
