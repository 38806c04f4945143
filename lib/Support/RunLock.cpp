//===- RunLock.cpp - One run at a time on an out-root ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/RunLock.h"
#include "musify/Support/Printable.h"
#include "musify/Support/SourceTree.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace musify {
namespace {

/// The pid the holder wrote, or "unknown".
std::string holderOf(int FD) {
  char Buf[32] = {};
  ssize_t N = ::pread(FD, Buf, sizeof(Buf) - 1, 0);
  llvm::StringRef Text = llvm::StringRef(Buf, N > 0 ? N : 0).trim();
  unsigned Pid = 0;
  return Text.getAsInteger(10, Pid) ? std::string("unknown")
                                    : std::to_string(Pid);
}

/// Whether \p FD is still the file at \p Path: a holder that finished
/// removed it, and a lock on the removed file guards nothing.
bool stillThere(int FD, const std::string &Path) {
  struct stat Open, Now;
  return ::fstat(FD, &Open) == 0 && ::lstat(Path.c_str(), &Now) == 0 &&
         Open.st_ino == Now.st_ino && Open.st_dev == Now.st_dev;
}

llvm::Expected<int> takeLock(llvm::StringRef Root, const std::string &Path) {
  for (int Attempt = 0; Attempt < 16; ++Attempt) {
    int FD =
        ::open(Path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (FD < 0)
      return llvm::createFileError(
          Path, std::error_code(errno, std::generic_category()));
    if (::flock(FD, LOCK_EX | LOCK_NB) != 0) {
      std::string Pid = holderOf(FD);
      ::close(FD);
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "another musify run (pid " + Pid + ") is writing to '" + Root +
              "'; wait for it to end, or choose another directory");
    }
    if (stillThere(FD, Path))
      return FD;
    ::close(FD); // taken on a file its holder had just removed: again
  }
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "cannot lock '" + Root + "'");
}

} // namespace

RunLock::~RunLock() {
  ::unlink(Path.c_str());
  ::close(FD);
}

llvm::Expected<std::unique_ptr<RunLock>> lockRunRoot(llvm::StringRef Root,
                                                     llvm::raw_ostream &Notes) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Root))
    return llvm::createFileError(Root, EC);
  llvm::SmallString<256> Path(Root);
  llvm::sys::path::append(Path, RunLockName);
  llvm::Expected<int> FD = takeLock(Root, std::string(Path));
  if (!FD)
    return FD.takeError();
  std::string Pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(*FD, 0) != 0 || ::pwrite(*FD, Pid.data(), Pid.size(), 0) !=
                                      static_cast<ssize_t>(Pid.size()))
    Notes << "musify: note: could not write this run's pid into "
          << printable(Path) << "\n";
  auto Lock = std::make_unique<RunLock>(*FD, std::string(Path));
  // No other run is writing here: what is left is a killed run's.
  for (const std::string &Stale : findStaleTemporaries(Root))
    if (!llvm::sys::fs::remove(Stale))
      Notes << "musify: note: removed " << printable(Stale)
            << ", left by an interrupted run\n";
  return Lock;
}

} // namespace musify
