//===- Emitters.h - Diagnostics as text and as JSON -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DIAGNOSTICS_EMITTERS_H
#define MUSIFY_DIAGNOSTICS_EMITTERS_H

#include "musify/Diagnostics/Diagnostic.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>

namespace musify {

/// Clang's format: `file:line:col: warning: message [MU1001]`, followed by a
/// `note:` line carrying the suggestion, if any.
void emitText(const Diagnostic &D, llvm::raw_ostream &OS);

/// The JSON document described in docs/diagnostics.md (LSP-compatible ranges,
/// fix-its as text edits).
std::string diagnosticsToJson(const std::vector<Diagnostic> &Diags);

/// What a SARIF log needs besides the diagnostics.
struct SarifOptions {
  /// Absolute base of the rules' help URIs: `<HelpBase>/<ID>.md`.
  std::string HelpBase;
  /// Absolute root of the sources: locations under it are written relative
  /// to the base id SRCROOT, so results survive a checkout elsewhere.
  std::string SourceRoot;
  /// Directory relative paths in the diagnostics are relative to.
  std::string WorkingDirectory;
  /// Each diagnostic's documentation page (Markdown), by ID: the rules'
  /// `help` and `fullDescription`.
  std::map<std::string, std::string> Pages;
};

/// A SARIF 2.1.0 log with one run, as code-scanning services read it: rule
/// metadata for every diagnostic ID, one result per diagnostic with a
/// stable partial fingerprint, the suggestion as the fix's description or
/// a result property, fix-its as SARIF fixes. Columns are UTF-16 code units,
/// 1-based.
std::string diagnosticsToSarif(const std::vector<Diagnostic> &Diags,
                               const SarifOptions &Options);

} // namespace musify

#endif // MUSIFY_DIAGNOSTICS_EMITTERS_H
