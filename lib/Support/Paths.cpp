//===- Paths.cpp - Paths of the input tree and the port -------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs;
  if (!llvm::sys::fs::real_path(Path, Abs))
    return std::string(Abs);
  Abs = Path;
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

std::string resolvedPath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  // Walk up to the deepest part that exists, resolve it, put the rest back.
  llvm::SmallString<256> Existing(Abs);
  std::vector<std::string> Rest;
  while (!llvm::sys::fs::exists(Existing) &&
         llvm::sys::path::has_parent_path(Existing)) {
    Rest.push_back(llvm::sys::path::filename(Existing).str());
    llvm::sys::path::remove_filename(Existing);
  }
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Existing, Real))
    return std::string(Abs);
  for (auto It = Rest.rbegin(); It != Rest.rend(); ++It)
    llvm::sys::path::append(Real, *It);
  return std::string(Real);
}

bool isWithin(llvm::StringRef Path, llvm::StringRef Dir) {
  Dir = Dir.rtrim('/');
  if (Dir.empty())
    return Path.starts_with("/");
  return Path.consume_front(Dir) &&
         (Path.empty() || llvm::sys::path::is_separator(Path.front()));
}

std::string linkBelow(llvm::StringRef Dir, llvm::StringRef Path) {
  auto Lexical = [](llvm::StringRef P) {
    llvm::SmallString<256> S(P);
    llvm::sys::fs::make_absolute(S);
    llvm::sys::path::remove_dots(S, /*remove_dot_dot=*/true);
    return std::string(S);
  };
  std::string Root = Lexical(Dir), Full = Lexical(Path);
  if (!isWithin(Full, Root) || Full == Root)
    return "";
  llvm::SmallString<256> At(Root);
  llvm::StringRef Rest = llvm::StringRef(Full).drop_front(Root.size());
  llvm::StringRef Parent = llvm::sys::path::parent_path(Rest);
  for (auto It = llvm::sys::path::begin(Parent),
            End = llvm::sys::path::end(Parent);
       It != End; ++It) {
    if (*It == "/" || It->empty())
      continue;
    llvm::sys::path::append(At, *It);
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(At, Status, /*follow=*/false))
      return ""; // nothing below exists yet
    if (Status.type() == llvm::sys::fs::file_type::symlink_file)
      return std::string(At);
  }
  return "";
}

Overlap outRootOverlap(llvm::StringRef InRoot, llvm::StringRef OutRoot) {
  std::string In = resolvedPath(InRoot), Out = resolvedPath(OutRoot);
  if (Out == "/")
    return Overlap::FileSystemRoot;
  if (Out == In)
    return Overlap::Same;
  if (isWithin(Out, In))
    return Overlap::Inside;
  if (isWithin(In, Out))
    return Overlap::Contains;
  return Overlap::None;
}

llvm::StringRef describe(Overlap O) {
  switch (O) {
  case Overlap::None:
    return "";
  case Overlap::FileSystemRoot:
    return "it is the root of the file system";
  case Overlap::Same:
    return "it is the input tree";
  case Overlap::Inside:
    return "it is inside the input tree";
  case Overlap::Contains:
    return "it contains the input tree, whose files it could overwrite";
  }
  llvm_unreachable("unknown overlap");
}

std::string relativePath(llvm::StringRef From, llvm::StringRef To) {
  llvm::SmallVector<llvm::StringRef, 16> F, T;
  for (auto It = llvm::sys::path::begin(From), E = llvm::sys::path::end(From);
       It != E; ++It)
    F.push_back(*It);
  for (auto It = llvm::sys::path::begin(To), E = llvm::sys::path::end(To);
       It != E; ++It)
    T.push_back(*It);
  size_t Common = 0;
  while (Common < F.size() && Common + 1 < T.size() && F[Common] == T[Common])
    ++Common;
  llvm::SmallString<256> Out;
  for (size_t I = Common; I < F.size(); ++I)
    llvm::sys::path::append(Out, "..");
  for (size_t I = Common; I < T.size(); ++I)
    llvm::sys::path::append(Out, T[I]);
  return std::string(Out);
}

std::string mirrorPath(llvm::StringRef Input, llvm::StringRef InRoot,
                       llvm::StringRef OutRoot) {
  std::string In = absolutePath(Input);
  std::string Root = absolutePath(InRoot);
  if (!isWithin(In, Root))
    return "";
  llvm::StringRef Rel(In);
  Rel.consume_front(llvm::StringRef(Root).rtrim('/'));
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
