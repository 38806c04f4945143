//===- LanguageServer.h - `musify lsp`, a language server -------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// musify's features in an editor, over the protocol of musify/LSP: each
// open buffer, unsaved as it is, is migrated as `musify <file>` would
// migrate it (its flags from the nearest compile_commands.json, its parse in
// a worker process within the per-file limits, the header cache), and its
// diagnostics published; code actions carry each diagnostic's fix and the
// whole port of the file; hover on a CUDA or MUSA name says what `--query`
// says. The server writes no file: every edit goes through the client.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LANGUAGESERVER_LANGUAGESERVER_H
#define MUSIFY_LANGUAGESERVER_LANGUAGESERVER_H

#include "musify/Rules/RuleSet.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace musify {

/// Where the musify that runs the server lives.
struct ServerPaths {
  std::string Executable;  ///< musify itself, started as the parse workers
  std::string DataDir;     ///< share/musify: rules, shims, diagnostic pages
  std::string ResourceDir; ///< Clang's resource directory
};

struct ServerOptions {
  ServerPaths Paths;
  std::string RulesDir;       ///< the built-in rules (default: DataDir/rules)
  std::string CudaPath;       ///< the toolkit found; empty: token pass only
  std::string HeaderCacheDir; ///< precompiled preambles; empty: none
  /// Base of codeDescription.href (the page is <base>/<ID>.md).
  std::string DocsBase;
  unsigned TimeoutPerFileSeconds = 300; ///< both 0: parse in the server
  unsigned MaxMemoryPerFileMiB = 4096;
  /// Quiet time after a change before the buffer is analysed.
  unsigned DebounceMs = 250;
};

/// Serves the protocol on \p InFd and \p OutFd until `exit` or the end of the
/// input; what goes wrong is said on \p Log. Returns the exit status.
int runLanguageServer(const RuleSet &Rules, const ServerOptions &Options,
                      int InFd, int OutFd, llvm::raw_ostream &Log);

/// `musify lsp [options]`: \p Argv[0] is "lsp". Reads the options, loads the
/// rules, serves on standard input and output.
int languageServerMain(int Argc, const char **Argv, const ServerPaths &Paths);

} // namespace musify

#endif // MUSIFY_LANGUAGESERVER_LANGUAGESERVER_H
