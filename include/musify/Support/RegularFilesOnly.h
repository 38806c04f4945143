//===- RegularFilesOnly.h - A file system that opens no devices -*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_REGULARFILESONLY_H
#define MUSIFY_SUPPORT_REGULARFILESONLY_H

#include "llvm/Support/VirtualFileSystem.h"
#include <string>
#include <vector>

namespace musify {

/// The real file system, but only regular files can be opened: an
/// `#include "/dev/zero"` or `"/proc/self/fd/0"` in a hostile input, or a
/// response file `@/dev/stdin` in a compile command, would otherwise
/// exhaust memory or wait for input forever.
class RegularFilesOnly : public llvm::vfs::ProxyFileSystem {
public:
  RegularFilesOnly() : ProxyFileSystem(llvm::vfs::createPhysicalFileSystem()) {}
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = status(Path);
    if (S && S->getType() != llvm::sys::fs::file_type::regular_file)
      return std::make_error_code(std::errc::operation_not_permitted);
    return ProxyFileSystem::openFileForRead(Path);
  }
};

/// Regular files under given directories only: what a compile database's
/// response files (`@file`) may be. One elsewhere (`@/home/u/.env`) is as
/// if it did not exist, so its text never becomes arguments that an error
/// would quote. Paths are taken with their links resolved.
class RegularFilesUnder : public RegularFilesOnly {
public:
  explicit RegularFilesUnder(const std::vector<std::string> &Dirs);
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

private:
  bool allowed(const llvm::Twine &Path) const;
  std::vector<std::string> Roots;
};

} // namespace musify

#endif
