//===- OutputWriter.cpp - Write migrated files safely ---------------------===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "musify/Output/OutputWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

llvm::Expected<std::string> writeBackup(llvm::StringRef Path,
                                        llvm::StringRef Original) {
  // A backup already holding these bytes is this one (a run killed after
  // writing it, before replacing the file): another copy would only make a
  // re-run leave more than an uninterrupted run.
  std::string Backup = (Path + ".orig").str();
  for (unsigned N = 1; llvm::sys::fs::exists(Backup); ++N) {
    auto Existing = llvm::MemoryBuffer::getFile(Backup, /*IsText=*/false);
    if (Existing && (*Existing)->getBuffer() == Original)
      return Backup;
    Backup = (Path + ".orig." + llvm::Twine(N)).str();
  }
  if (llvm::Error E = writeFileAtomically(Backup, Original))
    return std::move(E);
  return Backup;
}

} // namespace musify
