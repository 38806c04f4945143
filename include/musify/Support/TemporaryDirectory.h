//===- TemporaryDirectory.h - A directory removed with its owner -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_TEMPORARYDIRECTORY_H
#define MUSIFY_SUPPORT_TEMPORARYDIRECTORY_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include <string>

namespace musify {

/// A new directory under the system's temporary directory, removed with
/// everything in it when this goes out of scope.
class TemporaryDirectory {
public:
  TemporaryDirectory() = default;
  TemporaryDirectory(const TemporaryDirectory &) = delete;
  TemporaryDirectory &operator=(const TemporaryDirectory &) = delete;
  ~TemporaryDirectory() {
    if (!Path.empty())
      llvm::sys::fs::remove_directories(Path, /*IgnoreErrors=*/true);
  }

  /// Creates it, named \p Prefix and a unique suffix; false if it cannot be.
  bool create(llvm::StringRef Prefix) {
    llvm::SmallString<256> Made;
    if (llvm::sys::fs::createUniqueDirectory(Prefix, Made))
      return false;
    Path = std::string(Made);
    return true;
  }
  const std::string &path() const { return Path; }

private:
  std::string Path;
};

} // namespace musify

#endif // MUSIFY_SUPPORT_TEMPORARYDIRECTORY_H
