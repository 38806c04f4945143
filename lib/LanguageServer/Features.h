//===- Features.h - Diagnostics, code actions and hover as LSP --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Pure functions from an analysis (or a text) to the protocol's objects; the
// server (Server.cpp) decides when to call them.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_LANGUAGESERVER_FEATURES_H
#define MUSIFY_LIB_LANGUAGESERVER_FEATURES_H

#include "BufferAnalysis.h"
#include "musify/LSP/Protocol.h"
#include "llvm/Support/JSON.h"
#include <optional>

namespace musify {

/// The title of the code action that ports the whole file.
inline constexpr llvm::StringLiteral MigrateFileTitle =
    "Migrate this file to MUSA";

/// One of musify's diagnostics as an LSP Diagnostic: severity, code (the MU
/// ID), codeDescription (its page under \p DocsBase), source, message with
/// the suggestion, relatedInformation for the same finding's other places.
llvm::json::Value toLspDiagnostic(const Diagnostic &D,
                                  llvm::StringRef DocsBase);

/// publishDiagnostics' parameters for \p A.
llvm::json::Value publishParams(const BufferAnalysis &A, llvm::StringRef Uri,
                                llvm::StringRef DocsBase);

/// The code actions for \p Where in \p A: the fixes of the diagnostics that
/// touch it (quickfix), a project rename of a name there as one edit of
/// every file it changes (quickfix), and the port of the whole file
/// (refactor.rewrite), limited to the kinds in \p Only when it is not
/// empty. Edits are `documentChanges` (with the open buffers' versions)
/// when \p DocumentChanges (the client says it takes them), else `changes`.
llvm::json::Array codeActions(const BufferAnalysis &A, llvm::StringRef Uri,
                              const lsp::Range &Where,
                              const std::vector<std::string> &Only,
                              llvm::StringRef DocsBase, bool DocumentChanges);

/// The edit of \p R: every place of the project it changes.
llvm::json::Value renameEdit(const ProjectRename &R, bool DocumentChanges);

/// What `musify --query` prints for the name at \p At in \p Text, with the
/// name's range; nothing when no rule knows the name there.
std::optional<llvm::json::Value>
hoverAt(const RuleSet &Rules, llvm::StringRef Text, lsp::Position At);

} // namespace musify

#endif
