//===- BuildDirectory.h - What a build says of its project ----*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A build directory beside a compile database tells where the project it
// builds lives: CMake records its source directory in CMakeCache.txt.
// Only that path is read; nothing of the cache runs or reaches the port.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_COMPILECOMMANDS_BUILDDIRECTORY_H
#define MUSIFY_COMPILECOMMANDS_BUILDDIRECTORY_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace musify {

/// The source directory CMake configured \p BuildDir from
/// (`CMAKE_HOME_DIRECTORY` in its CMakeCache.txt), when that names an
/// absolute path of an existing directory; else "". A cache larger than
/// CMake writes (16 MiB) is not read.
std::string cmakeSourceDirectory(llvm::StringRef BuildDir);

} // namespace musify

#endif // MUSIFY_COMPILECOMMANDS_BUILDDIRECTORY_H
