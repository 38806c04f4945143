//===- LibraryIncludeGraph.cpp - What a port's library headers include ----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "LibraryIncludeGraph.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace musify {

bool LibraryIncludeGraph::follows(llvm::StringRef Spelled) const {
  for (const std::string &P : Prefixes)
    if (Spelled.starts_with(P))
      return true;
  return false;
}

std::optional<std::string> LibraryIncludeGraph::find(llvm::StringRef Spelled) {
  auto [It, Inserted] = Found.try_emplace(Spelled);
  if (!Inserted)
    return It->second;
  for (const std::string &Dir : SearchDirs) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Spelled);
    llvm::ErrorOr<llvm::vfs::Status> S = FS.status(Path);
    if (S && S->getType() == llvm::sys::fs::file_type::regular_file) {
      It->second = Path.str().str();
      break;
    }
  }
  return It->second;
}

const std::vector<std::string> &
LibraryIncludeGraph::includesOf(llvm::StringRef Spelled) {
  auto [It, Inserted] = Includes.try_emplace(Spelled);
  if (!Inserted)
    return It->second;
  std::vector<std::string> Next;
  if (std::optional<std::string> Path = find(Spelled))
    if (auto Buffer = FS.getBufferForFile(*Path))
      for (IncludeDirective &L : includeDirectives((*Buffer)->getBuffer()))
        if (follows(L.Spelled))
          Next.push_back(std::move(L.Spelled));
  It->second = std::move(Next);
  return It->second;
}

bool LibraryIncludeGraph::reaches(llvm::ArrayRef<std::string> From,
                                  llvm::StringRef Target) {
  llvm::StringSet<> Seen;
  std::vector<std::string> Work(From.begin(), From.end());
  while (!Work.empty()) {
    std::string S = std::move(Work.back());
    Work.pop_back();
    if (S == Target)
      return true;
    if (!Seen.insert(S).second || !follows(S))
      continue;
    for (const std::string &N : includesOf(S))
      if (!Seen.contains(N))
        Work.push_back(N);
  }
  return false;
}

} // namespace musify
