//===- OutputWriter.h - Write migrated files safely -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_OUTPUTWRITER_H
#define MUSIFY_OUTPUT_OUTPUTWRITER_H

#include "musify/Support/AtomicFile.h"
#include "musify/Support/Paths.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include <optional>
#include <string>

namespace musify {

/// Keeps a copy of \p Path before an in-place rewrite, as `<Path>.orig`, or
/// `<Path>.orig.N` with the first free N when that name is taken (by an
/// earlier run's backup, or a file of the user's): a backup never replaces
/// a file. Returns the backup's path.
llvm::Expected<std::string> writeBackup(llvm::StringRef Path,
                                        llvm::StringRef Original);

} // namespace musify

#endif
