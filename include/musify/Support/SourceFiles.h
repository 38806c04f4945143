//===- SourceFiles.h - Which files are source code --------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_SOURCEFILES_H
#define MUSIFY_SUPPORT_SOURCEFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace musify {

/// Whether musify migrates a file of this name (by its extension).
inline bool isMigratableSource(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path))
      .Cases(".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", true)
      .Cases(".h", ".hpp", ".hh", ".hxx", ".inl", ".inc", true)
      .Default(false);
}

} // namespace musify

#endif // MUSIFY_SUPPORT_SOURCEFILES_H
