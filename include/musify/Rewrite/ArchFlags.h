//===- ArchFlags.h - nvcc architecture flags to mcc's -----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A build rule whose MUSA text holds ArchPlaceholder (`--offload-arch={arch}`)
// turns one nvcc architecture flag into one flag per target architecture.
// nvcc commands name several architectures (-gencode per GPU); MUSA's get
// one set of flags per command, in the form the script needs: words on a
// Make or CMake line, separate string elements in a setup.py list.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_ARCHFLAGS_H
#define MUSIFY_REWRITE_ARCHFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace musify {

struct ArchFlagEdit {
  unsigned Offset = 0, Length = 0; ///< what to replace
  std::string Text;                ///< by what
  unsigned FlagEnd = 0; ///< where the flag ends, for the next one's call
};

/// The edit for the architecture flag at [Offset, Offset+Length) of
/// \p Content: \p Musa once per architecture of \p Archs, or nothing (the
/// flag and what separates it from the previous one) when the flag that
/// ended at \p PreviousEnd belongs to the same command. A flag that is a
/// whole quoted string ('-gencode=...') becomes one string per
/// architecture, separated by a comma where \p CommaList (a Python list),
/// else by a blank (CMake's arguments).
ArchFlagEdit archFlagEdit(llvm::StringRef Content, unsigned Offset,
                          unsigned Length, llvm::StringRef Musa,
                          llvm::ArrayRef<std::string> Archs,
                          std::optional<unsigned> PreviousEnd, bool CommaList);

} // namespace musify

#endif
