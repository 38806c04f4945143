//===- OutputWriter.cpp - Write migrated files safely ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/OutputWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content) {
  llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
  if (!Parent.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Parent))
      return llvm::createFileError(Path, EC);
  // writeToOutput writes a temporary file next to Path and renames it.
  return llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Content;
    return llvm::Error::success();
  });
}

llvm::Error writeBackup(llvm::StringRef Path, llvm::StringRef Original) {
  return writeFileAtomically((Path + ".orig").str(), Original);
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs;
  if (!llvm::sys::fs::real_path(Path, Abs))
    return std::string(Abs);
  Abs = Path;
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

std::string mirrorPath(llvm::StringRef Input, llvm::StringRef InRoot,
                       llvm::StringRef OutRoot) {
  std::string In = absolutePath(Input);
  std::string Root = absolutePath(InRoot);
  llvm::StringRef Rel(In);
  if (!Rel.consume_front(Root) ||
      (!Rel.empty() && !llvm::sys::path::is_separator(Rel.front())))
    return "";
  Rel = Rel.ltrim('/');
  llvm::SmallString<256> Out(OutRoot);
  llvm::sys::path::append(Out, Rel);
  return std::string(Out);
}

std::string commonParent(const std::vector<std::string> &Paths) {
  std::string Common;
  for (const std::string &P : Paths) {
    std::string Dir(llvm::sys::path::parent_path(absolutePath(P)));
    if (Common.empty()) {
      Common = Dir;
      continue;
    }
    while (
        !Common.empty() &&
        !(llvm::StringRef(Dir).starts_with(Common) &&
          (Dir.size() == Common.size() ||
           llvm::sys::path::is_separator(Dir[Common.size()]) || Common == "/")))
      Common = std::string(llvm::sys::path::parent_path(Common));
  }
  return Common;
}

} // namespace musify
