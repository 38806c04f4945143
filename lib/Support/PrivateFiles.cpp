//===- PrivateFiles.cpp - Caches only the user can have written -----------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Support/PrivateFiles.h"
#include "musify/Support/AtomicFile.h"
#include "llvm-c/blake3.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace musify {
namespace {

llvm::Error problem(llvm::StringRef Path, const llvm::Twine &What) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 Path + ": " + What);
}

std::error_code lastError() {
  return std::error_code(errno, std::generic_category());
}

/// Who may have written the file \p S describes: only the user.
llvm::Error checkOwner(llvm::StringRef Path, const struct stat &S) {
  if (S.st_uid != ::geteuid())
    return problem(Path, "owned by another user (uid " + llvm::Twine(S.st_uid) +
                             "); not used");
  if (S.st_mode & (S_IWGRP | S_IWOTH))
    return problem(Path, "writable by group or others; not used");
  return llvm::Error::success();
}

} // namespace

llvm::Error checkPrivateDirectory(llvm::StringRef Dir) {
  std::string D = Dir.str();
  struct stat S;
  if (::lstat(D.c_str(), &S) != 0) {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (!Parent.empty())
      if (std::error_code EC = llvm::sys::fs::create_directories(Parent))
        return llvm::createFileError(Parent, EC);
    if (::mkdir(D.c_str(), 0700) != 0 && errno != EEXIST)
      return llvm::createFileError(Dir, lastError());
    if (::lstat(D.c_str(), &S) != 0)
      return llvm::createFileError(Dir, lastError());
  }
  if (S_ISLNK(S.st_mode))
    return problem(Dir, "a link; a cache directory must be a directory of "
                        "the user's own");
  if (!S_ISDIR(S.st_mode))
    return problem(Dir, "not a directory");
  return checkOwner(Dir, S);
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readPrivateFile(llvm::StringRef Path, uint64_t MaxSize) {
  std::string P = Path.str();
  int FD = ::open(P.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (FD < 0)
    return llvm::createFileError(Path, lastError());
  struct stat S;
  auto Check = [&]() -> llvm::Error {
    if (::fstat(FD, &S) != 0)
      return llvm::createFileError(Path, lastError());
    if (!S_ISREG(S.st_mode))
      return problem(Path, "not a regular file; not used");
    if (static_cast<uint64_t>(S.st_size) > MaxSize)
      return problem(Path, "larger than a cache can be; not used");
    return checkOwner(Path, S);
  };
  if (llvm::Error Bad = Check()) {
    ::close(FD);
    return std::move(Bad);
  }
  auto Buffer = llvm::MemoryBuffer::getOpenFile(
      FD, Path, S.st_size, /*RequiresNullTerminator=*/false);
  ::close(FD);
  if (!Buffer)
    return llvm::createFileError(Path, Buffer.getError());
  return std::move(*Buffer);
}

llvm::Expected<CacheTag> cacheSecret(llvm::StringRef Dir) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, CacheSecretName);
  CacheTag Secret;
  int FD = ::open(Path.c_str(),
                  O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (FD >= 0) {
    int Random = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    bool Ok = Random >= 0 &&
              ::read(Random, Secret.data(), Secret.size()) ==
                  static_cast<ssize_t>(Secret.size()) &&
              ::write(FD, Secret.data(), Secret.size()) ==
                  static_cast<ssize_t>(Secret.size());
    if (Random >= 0)
      ::close(Random);
    ::close(FD);
    if (Ok)
      return Secret;
    ::unlink(Path.c_str());
    return problem(Path, "cannot make a secret");
  }
  auto Buffer = readPrivateFile(Path, Secret.size());
  if (!Buffer)
    return Buffer.takeError();
  if ((*Buffer)->getBufferSize() != Secret.size())
    return problem(Path, "not a musify cache key");
  std::memcpy(Secret.data(), (*Buffer)->getBufferStart(), Secret.size());
  return Secret;
}

CacheTag cacheTag(const CacheTag &Secret, llvm::StringRef Data) {
  llvm_blake3_hasher H;
  llvm_blake3_hasher_init_keyed(&H, Secret.data());
  llvm_blake3_hasher_update(&H, Data.data(), Data.size());
  CacheTag Tag;
  llvm_blake3_hasher_finalize(&H, Tag.data(), Tag.size());
  return Tag;
}

bool checkTagged(const CacheTag &Secret, llvm::StringRef Data,
                 llvm::StringRef &Payload) {
  if (Data.size() < sizeof(CacheTag))
    return false;
  llvm::StringRef Body = Data.drop_back(sizeof(CacheTag));
  CacheTag Tag = cacheTag(Secret, Body);
  // Compared in full, whatever differs first.
  unsigned char Differs = 0;
  for (size_t I = 0; I < Tag.size(); ++I)
    Differs |= Tag[I] ^ static_cast<unsigned char>(Data[Body.size() + I]);
  if (Differs)
    return false;
  Payload = Body;
  return true;
}

std::string tagged(const CacheTag &Secret, llvm::StringRef Payload) {
  CacheTag Tag = cacheTag(Secret, Payload);
  return Payload.str() + std::string(Tag.begin(), Tag.end());
}

} // namespace musify
