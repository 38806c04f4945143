//===- BuildDirectory.cpp - What a build directory says of its project ----===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/CompileCommands/BuildDirectory.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace musify {

std::string cmakeSourceDirectory(llvm::StringRef BuildDir) {
  constexpr uint64_t MaxCacheBytes = 16u << 20;
  llvm::SmallString<256> Cache(BuildDir);
  llvm::sys::path::append(Cache, "CMakeCache.txt");
  uint64_t Size = 0;
  if (llvm::sys::fs::file_size(Cache, Size) || Size > MaxCacheBytes)
    return "";
  auto Buffer = llvm::MemoryBuffer::getFile(Cache, /*IsText=*/true);
  if (!Buffer)
    return "";
  llvm::StringRef Rest = (*Buffer)->getBuffer();
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    llvm::StringRef Value = Line.trim();
    if (!Value.consume_front("CMAKE_HOME_DIRECTORY:"))
      continue;
    // CMAKE_HOME_DIRECTORY:INTERNAL=<path>
    llvm::SmallString<256> Dir(Value.split('=').second.trim());
    llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
    if (!llvm::sys::path::is_absolute(Dir) || !llvm::sys::fs::is_directory(Dir))
      return "";
    return std::string(Dir);
  }
  return "";
}

} // namespace musify
