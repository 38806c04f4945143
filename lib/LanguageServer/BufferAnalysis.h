//===- BufferAnalysis.h - Migrate one editor buffer -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the server knows of a buffer: the text it analysed, the port of that
// text and the diagnostics in it, and what the features built on them
// (Features.h) turn into protocol messages.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_LANGUAGESERVER_BUFFERANALYSIS_H
#define MUSIFY_LIB_LANGUAGESERVER_BUFFERANALYSIS_H

#include "musify/Diagnostics/Diagnostic.h"
#include "musify/LanguageServer/LanguageServer.h"
#include <cstdint>
#include <string>
#include <vector>

namespace musify {

struct BufferAnalysis {
  int64_t Version = 0;
  std::string Path; ///< absolute
  std::string Text, Migrated;
  std::vector<Diagnostic> Diagnostics; ///< those in this file
  /// Where its flags came from; empty: musify's defaults.
  std::string CompileCommandsDir;
  /// What went wrong besides the diagnostics (an unreadable database).
  std::string Problem;
  double Seconds = 0;
};

/// The directory of the compilation database that covers \p File, as
/// clangd looks for one: compile_commands.json in the file's directory or
/// a parent, or in a build/ below one of them. Empty when there is none.
std::string findCompileCommandsDir(llvm::StringRef File);

/// How a parse worker for \p Path starts: musify with the options that make
/// it parse as the server's migration would.
std::vector<std::string> workerCommandFor(const ServerOptions &O,
                                          llvm::StringRef Path,
                                          llvm::StringRef CompileCommandsDir);

/// Migrates \p Text as the contents of \p Path (absolute), which need not be
/// saved, and keeps what concerns \p Path.
BufferAnalysis analyseBuffer(const RuleSet &Rules, const ServerOptions &O,
                             const std::string &Path, std::string Text);

} // namespace musify

#endif
