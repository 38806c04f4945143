//===- Preamble.h - The leading #include lines of a source ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A translation unit's preamble, for the header cache, is the run of
// `#include` lines at the top of its main file, before anything else: no
// macro, no condition, no code. Only such a run can be compiled once into a
// precompiled header and stand for the same lines of every file that starts
// with it, since nothing of the file itself can change what they declare.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_HEADERCACHE_PREAMBLE_H
#define MUSIFY_HEADERCACHE_PREAMBLE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace llvm::vfs {
class FileSystem;
} // namespace llvm::vfs

namespace musify {

/// The leading `#include <...>` and `#include "..."` directives of
/// \p Source, each written back as `#include <name>` or `#include "name"`.
/// Comments and blank lines between them are skipped; the run ends at the
/// first other line, and at a quoted include for which \p NextToMainFile
/// is true: that name would be found beside the main file, which a header
/// compiled elsewhere would not find.
std::vector<std::string>
leadingIncludes(llvm::StringRef Source,
                llvm::function_ref<bool(llvm::StringRef Name)> NextToMainFile);

/// leadingIncludes of \p Source, the text of \p MainFile, looking in \p FS
/// for the quoted names beside it.
std::vector<std::string> preambleOf(llvm::StringRef Source,
                                    llvm::StringRef MainFile,
                                    llvm::vfs::FileSystem &FS);

/// The text of a header holding the first \p Count of \p Includes.
std::string preambleText(const std::vector<std::string> &Includes,
                         size_t Count);

} // namespace musify

#endif // MUSIFY_HEADERCACHE_PREAMBLE_H
