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

#include "musify/Diagnostics/CheckFilter.h"
#include "musify/Diagnostics/Diagnostic.h"
#include "musify/LSP/Protocol.h"
#include "musify/LanguageServer/LanguageServer.h"
#include "musify/Migrate/Migrator.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace musify {

/// An open buffer as the server has it.
struct OpenBuffer {
  std::string Uri, Text;
  int64_t Version = 0;
};
/// The open buffers, by absolute path.
using OpenBuffers = std::map<std::string, OpenBuffer>;

/// What a file's project says about its analysis, read as a run of musify
/// on the file reads it.
struct ProjectSettings {
  /// The project's directory: that of its compile_commands.json, else of
  /// its .musify.yaml, else the workspace's root above the file, else the
  /// file's own.
  std::string Root;
  std::string ConfigFile; ///< the .musify.yaml used; empty: none
  CheckFilter Filter;     ///< its Checks and WarningsAsErrors
  bool RenameSymbols = false;
  /// What of the configuration was not used, and why (docs/security.md).
  std::vector<std::string> Problems;
};

/// The settings of \p File's project; \p CompileCommandsDir as
/// findCompileCommandsDir gives it, \p WorkspaceRoot the client's (or "").
ProjectSettings projectSettings(llvm::StringRef File,
                                llvm::StringRef CompileCommandsDir,
                                llvm::StringRef WorkspaceRoot);

/// One project name that --rename-symbols renames, with every place of the
/// project it changes: in the open buffers' text as it is, and in the other
/// files as they are on disk.
struct ProjectRename {
  std::string From, To;
  struct File {
    std::string Uri;
    std::optional<int64_t> Version; ///< an open buffer's; none: on disk
    std::vector<lsp::Range> Ranges;
  };
  std::map<std::string, File> Files; ///< by absolute path
  size_t places() const;
};

struct BufferAnalysis {
  int64_t Version = 0;
  std::string Path; ///< absolute
  std::string Text, Migrated;
  std::vector<Diagnostic> Diagnostics; ///< those in this file, on
  /// With the project's rename-symbols: the renames of the project's names
  /// that this file declares or uses.
  std::vector<ProjectRename> Renames;
  /// The .musify.yaml read, and how many diagnostics its Checks turned off.
  std::string ConfigFile;
  unsigned TurnedOff = 0;
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
                                          llvm::StringRef CompileCommandsDir,
                                          const ProjectSettings &S);

/// Migrates \p Text as the contents of \p Path (absolute), which need not be
/// saved, with the other \p Open buffers as they are, and keeps what
/// concerns \p Path.
BufferAnalysis analyseBuffer(const RuleSet &Rules, const ServerOptions &O,
                             const std::string &Path, std::string Text,
                             const OpenBuffers &Open,
                             llvm::StringRef WorkspaceRoot);

/// The renames --rename-symbols makes in \p S's project (every translation
/// unit of its compile_commands.json, else every source under its root,
/// and \p Path), which \p Text (the contents of \p Path) declares or uses;
/// the project's notes about its names (MU0004, MU0005) in \p Path replace
/// those in \p Diags.
std::vector<ProjectRename>
projectRenames(const RuleSet &Rules, const MigrationOptions &Base,
               const ProjectSettings &S, const std::string &Path,
               llvm::StringRef Text, const OpenBuffers &Open,
               std::vector<Diagnostic> &Diags);

} // namespace musify

#endif
