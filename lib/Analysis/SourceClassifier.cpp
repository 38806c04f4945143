//===- SourceClassifier.cpp - Whose file is this? -------------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Analysis/SourceClassifier.h"
#include "musify/Support/LLVMCompat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string clangHeaderRoot(llvm::StringRef ResourceDir) {
  llvm::SmallString<256> Include(ResourceDir);
  llvm::sys::path::append(Include, "include");
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Include, Real))
    Real = Include;
  return (Real + llvm::sys::path::get_separator()).str();
}

const FileClass &SourceClassifier::classify(clang::FileID FID) {
  auto [It, Inserted] = Cache.try_emplace(FID);
  FileClass &C = It->second;
  if (!Inserted)
    return C;
  C.Path = compat::fileName(SM, FID);
  if (C.Path.empty())
    return C; // <built-in>, <command line>, scratch space
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(C.Path, Real))
    Real = C.Path;
  for (const std::string &Root : Roots) {
    if (llvm::StringRef(Real).starts_with(Root)) {
      C.From = Origin::CudaSdk;
      C.RelPath = llvm::StringRef(Real).drop_front(Root.size()).str();
      C.Owner = Rules.familyOwningHeader(C.RelPath);
      return C;
    }
  }
  if (!ClangRoot.empty() && llvm::StringRef(Real).starts_with(ClangRoot)) {
    C.From = Origin::CudaSdk;
    C.RelPath =
        "<clang>/" + llvm::StringRef(Real).drop_front(ClangRoot.size()).str();
    C.Owner = Rules.familyOwningHeader(C.RelPath);
    return C;
  }
  if (clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID)) {
    auto It = Libraries.find(&Entry->getFileEntry());
    if (It != Libraries.end() && FID != SM.getMainFileID()) {
      C.From = Origin::CudaSdk;
      C.Owner = It->second.Owner;
      C.RelPath = It->second.Written;
      return C;
    }
  }
  if (SM.getFileCharacteristic(SM.getLocForStartOfFile(FID)) ==
      clang::SrcMgr::C_User)
    C.From = Origin::User;
  return C;
}

bool SourceClassifier::isUserFile(
    clang::FileEntryRef File, llvm::StringRef Written,
    clang::SrcMgr::CharacteristicKind Kind) const {
  if (Kind != clang::SrcMgr::C_User || Libraries.count(&File.getFileEntry()) ||
      Rules.familyOwningLibraryInclude(Written))
    return false;
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(File.getName(), Real))
    Real = File.getName();
  for (const std::string &Root : Roots)
    if (llvm::StringRef(Real).starts_with(Root))
      return false;
  return ClangRoot.empty() || !llvm::StringRef(Real).starts_with(ClangRoot);
}

void SourceClassifier::noteInclusion(clang::FileID Includer,
                                     llvm::StringRef Written,
                                     clang::FileEntryRef File) {
  const Family *Owner = Rules.familyOwningLibraryInclude(Written);
  if (!Owner && Includer.isValid()) {
    const FileClass &From = classify(Includer);
    if (From.From == Origin::CudaSdk && From.Owner &&
        !From.Owner->LibraryHeaders.empty())
      Owner = From.Owner;
  }
  if (Owner)
    addLibraryHeader(File, Owner, Written);
}

void SourceClassifier::addLibraryHeader(clang::FileEntryRef File,
                                        const Family *Owner,
                                        llvm::StringRef Written) {
  Libraries.try_emplace(
      &File.getFileEntry(),
      LibraryHeader{Owner, Written.str(), File.getName().str()});
}

std::vector<SourceClassifier::OwnedHeader>
SourceClassifier::libraryHeaders() const {
  std::vector<OwnedHeader> Headers;
  for (const auto &[Entry, H] : Libraries)
    Headers.push_back({H.Path, H.Owner, H.Written});
  llvm::sort(Headers, [](const OwnedHeader &A, const OwnedHeader &B) {
    return A.Path < B.Path;
  });
  return Headers;
}

} // namespace musify
