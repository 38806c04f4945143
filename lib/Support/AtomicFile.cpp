//===- AtomicFile.cpp - Files that appear whole or not at all -------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/AtomicFile.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace musify {

bool isTemporaryName(llvm::StringRef Name) {
  size_t At = Name.rfind(TemporaryMarker);
  if (At == llvm::StringRef::npos || At == 0)
    return false;
  llvm::StringRef Suffix = Name.drop_front(At + TemporaryMarker.size());
  return Suffix.size() == 6 && llvm::all_of(Suffix, [](char C) {
           return llvm::isDigit(C) || (C >= 'a' && C <= 'f');
         });
}

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
  // A device or a pipe is never replaced by a file.
  llvm::sys::fs::file_status Entry;
  if (!llvm::sys::fs::status(Path, Entry, /*follow=*/false) &&
      Entry.type() != llvm::sys::fs::file_type::regular_file &&
      Entry.type() != llvm::sys::fs::file_type::symlink_file)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "'" + Path +
                                       "': not a regular file; not replaced");
  // In the same directory, so that the rename is atomic.
  auto Temp =
      llvm::sys::fs::TempFile::create(Path + TemporaryMarker + "%%%%%%");
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

namespace musify {
namespace {

llvm::Error refuse(llvm::StringRef Path, const llvm::Twine &Why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "'" + Path + "': " + Why);
}

llvm::Error writeStream(llvm::raw_fd_ostream &OS, llvm::StringRef Path,
                        llvm::StringRef Content) {
  OS << Content;
  OS.flush();
  if (!OS.has_error())
    return llvm::Error::success();
  std::error_code EC = OS.error();
  OS.clear_error();
  return llvm::createFileError(Path, EC);
}

/// `-` and the names of the standard streams.
llvm::raw_fd_ostream *standardStream(llvm::StringRef Path) {
  if (Path == "-" || Path == "/dev/stdout" || Path == "/dev/fd/1" ||
      Path == "/proc/self/fd/1")
    return &llvm::outs();
  if (Path == "/dev/stderr" || Path == "/dev/fd/2" || Path == "/proc/self/fd/2")
    return &llvm::errs();
  return nullptr;
}

/// A character device or a pipe: opened and written, never replaced. A
/// pipe nobody reads is refused rather than waited on.
llvm::Error writeSpecial(llvm::StringRef Path, llvm::sys::fs::file_type Type,
                         llvm::StringRef Content) {
  using llvm::sys::fs::file_type;
  if (Type != file_type::character_file && Type != file_type::fifo_file)
    return refuse(Path, "not a regular file (a directory, a socket or a "
                        "block device); not replaced");
  std::string P = Path.str();
  int FD = ::open(P.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (FD < 0 && errno == ENXIO)
    return refuse(Path, "a pipe that nothing reads; not written");
  if (FD < 0)
    return llvm::createFileError(
        Path, std::error_code(errno, std::generic_category()));
  ::fcntl(FD, F_SETFL, ::fcntl(FD, F_GETFL) & ~O_NONBLOCK);
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
  return writeStream(OS, Path, Content);
}

} // namespace

llvm::Error writeOutputFile(llvm::StringRef Path, llvm::StringRef Content) {
  using llvm::sys::fs::file_type;
  if (llvm::raw_fd_ostream *OS = standardStream(Path))
    return writeStream(*OS, Path, Content);
  llvm::sys::fs::file_status Entry, Target;
  if (llvm::sys::fs::status(Path, Entry, /*follow=*/false))
    return writeFileAtomically(Path, Content); // a new file
  if (Entry.type() == file_type::regular_file)
    return writeFileAtomically(Path, Content);
  if (Entry.type() != file_type::symlink_file)
    return writeSpecial(Path, Entry.type(), Content);
  if (llvm::sys::fs::status(Path, Target, /*follow=*/true))
    return refuse(Path, "a link to nothing; not written (remove the link or "
                        "name another file)");
  if (Target.type() != file_type::regular_file)
    return writeSpecial(Path, Target.type(), Content);
  llvm::SmallString<256> Real;
  if (std::error_code EC = llvm::sys::fs::real_path(Path, Real))
    return llvm::createFileError(Path, EC);
  return writeFileAtomically(Real, Content);
}

} // namespace musify
