//===- FileKinds.h - What a file is, by its name ----------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one classifier of file names (the table is FileKinds.def): which files
// are migrated, which are translation units, how Clang parses them, what
// --rename-files calls them, and which are build scripts.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_SUPPORT_FILEKINDS_H
#define MUSIFY_SUPPORT_FILEKINDS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace musify {

enum class FileRole { None, Source, Header };
enum class FileLanguage { Cuda, C, Cxx };

/// Whether \p Path names a translation unit or a header of CUDA, C or C++
/// (by its extension), or neither.
FileRole fileRole(llvm::StringRef Path);

/// Whether musify migrates a file of this name: a source or a header.
inline bool isMigratableSource(llvm::StringRef Path) {
  return fileRole(Path) != FileRole::None;
}
inline bool isHeader(llvm::StringRef Path) {
  return fileRole(Path) == FileRole::Header;
}
/// A translation unit (something a compiler is given, not included).
inline bool isTranslationUnit(llvm::StringRef Path) {
  return fileRole(Path) == FileRole::Source;
}

/// The language a file is parsed as: CUDA unless it is plainly C or C++ host
/// code (which includes the runtime headers as a host compiler would).
FileLanguage fileLanguage(llvm::StringRef Path);
/// Clang's `-x` name of \p L: cuda, c, c++.
llvm::StringRef languageName(FileLanguage L);

/// \p Path with its CUDA extension made MUSA's (.cu -> .mu, .cuh -> .muh),
/// or "" when it has none to change.
std::string musaFileName(llvm::StringRef Path);

/// Every extension --rename-files changes, with what it becomes
/// ({".cu", ".mu"}, ...).
std::vector<std::pair<llvm::StringRef, llvm::StringRef>> musaExtensionRenames();

/// \p Message, a compiler's message about a place in \p File, as musify may
/// quote it in its output, reports and caches. A message inside a file
/// that is not source code (an #include or -include of /etc/passwd or of a
/// token file) may quote that file's text, so it is replaced by a sentence
/// that says so, unless \p Quotable says the file is one of the user's own
/// (the main file of a parse, a file of the port). A file is source code
/// when both its name and, for a link (`secret.h -> /etc/shadow`), the
/// name of the file it leads to say so.
std::string quotableMessage(llvm::StringRef File, llvm::StringRef Message,
                            bool Quotable = false);

/// The identifier that starts at 1-based \p Column of the source line
/// \p Line, or "" where none does: Clang says "attempt to use a poisoned
/// identifier" without naming it, and its line and column do.
llvm::StringRef identifierAt(llvm::StringRef Line, unsigned Column);

/// Whether \p Text has an `#embed` directive: the bytes of the file it
/// names come back in a compiler's later errors, so no error of a build
/// that reads it may be quoted (EmbedGuard stops musify's own parse).
bool hasEmbedDirective(llvm::StringRef Text);

/// The encoding a byte order mark at the start of \p Bytes announces, when
/// it is one Clang does not read (UTF-16, UTF-32, UTF-7, ...), else "".
/// Clang's lexer and source manager must not be given such text: they
/// report the mark through a diagnostics engine that a raw lexer's source
/// manager does not have, and the file's buffer comes back empty.
llvm::StringRef unreadableEncoding(llvm::StringRef Bytes);

/// The kind of build script \p Path names (cmake, make, python), or "".
llvm::StringRef buildScriptKind(llvm::StringRef Path);

} // namespace musify

#endif // MUSIFY_SUPPORT_FILEKINDS_H
