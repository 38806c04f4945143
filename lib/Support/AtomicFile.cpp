//===- AtomicFile.cpp - Files that appear whole or not at all -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/AtomicFile.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content,
                                std::optional<llvm::sys::fs::perms> Mode) {
  llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
  if (!Parent.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Parent))
      return llvm::createFileError(Parent, EC);
  if (!Mode)
    if (llvm::ErrorOr<llvm::sys::fs::perms> Old =
            llvm::sys::fs::getPermissions(Path))
      Mode = *Old;
  // In the same directory, so that the rename is atomic.
  auto Temp = llvm::sys::fs::TempFile::create(Path + TemporaryMarker + "%%%%%%");
  if (!Temp)
    return llvm::createFileError(Path, Temp.takeError());
  std::error_code WriteError;
  {
    // llvm::writeToOutput renames even when a write failed, and the stream
    // then aborts the process: check the stream before anything moves.
    llvm::raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Content;
    OS.flush();
    if (OS.has_error()) {
      WriteError = OS.error();
      OS.clear_error();
    }
  }
  if (!WriteError && Mode)
    WriteError = llvm::sys::fs::setPermissions(Temp->FD, *Mode);
  if (WriteError) {
    llvm::consumeError(Temp->discard());
    return llvm::createFileError(Path, WriteError);
  }
  if (llvm::Error E = Temp->keep(Path))
    return llvm::createFileError(Path, std::move(E));
  return llvm::Error::success();
}

} // namespace musify
