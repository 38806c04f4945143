//===- RegularFilesOnly.cpp - A file system that opens no devices ---------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/RegularFilesOnly.h"
#include "musify/Support/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

namespace musify {

RegularFilesUnder::RegularFilesUnder(const std::vector<std::string> &Dirs) {
  for (const std::string &Dir : Dirs)
    Roots.push_back(absolutePath(Dir));
}

bool RegularFilesUnder::allowed(const llvm::Twine &Path) const {
  llvm::SmallString<256> P;
  Path.toVector(P);
  if (llvm::sys::path::is_relative(P)) {
    llvm::ErrorOr<std::string> Cwd = getCurrentWorkingDirectory();
    if (!Cwd)
      return false;
    llvm::SmallString<256> Abs(*Cwd);
    llvm::sys::path::append(Abs, P);
    P = Abs;
  }
  std::string Real = absolutePath(P);
  return llvm::any_of(Roots,
                      [&](const std::string &R) { return isWithin(Real, R); });
}

llvm::ErrorOr<llvm::vfs::Status>
RegularFilesUnder::status(const llvm::Twine &Path) {
  if (!allowed(Path))
    return std::make_error_code(std::errc::no_such_file_or_directory);
  return RegularFilesOnly::status(Path);
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
RegularFilesUnder::openFileForRead(const llvm::Twine &Path) {
  if (!allowed(Path))
    return std::make_error_code(std::errc::no_such_file_or_directory);
  return RegularFilesOnly::openFileForRead(Path);
}

} // namespace musify
