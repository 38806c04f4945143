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
#include <string>

namespace musify {

/// Whether musify migrates a file of this name (by its extension).
inline bool isMigratableSource(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path))
      .Cases(".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", true)
      .Cases(".h", ".hpp", ".hh", ".hxx", ".inl", ".inc", true)
      .Default(false);
}

/// \p Message, a compiler's message about a place in \p File, as musify may
/// quote it in its output, reports and caches. A message inside a file
/// that is not source code (an #include or -include of /etc/passwd or of a
/// token file) may quote that file's text, so it is replaced by a sentence
/// that says so, unless \p Quotable says the file is one of the user's own
/// (the main file of a parse, a file of the port).
inline std::string quotableMessage(llvm::StringRef File,
                                   llvm::StringRef Message,
                                   bool Quotable = false) {
  if (Quotable || isMigratableSource(File))
    return Message.str();
  return "an error in a file that is not source code (its text is not "
         "shown)";
}

} // namespace musify

#endif // MUSIFY_SUPPORT_SOURCEFILES_H
