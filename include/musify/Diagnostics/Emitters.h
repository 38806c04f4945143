//===- Emitters.h - Diagnostics as text and as JSON -------------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_DIAGNOSTICS_EMITTERS_H
#define MUSIFY_DIAGNOSTICS_EMITTERS_H

#include "musify/Diagnostics/Diagnostic.h"
#include "llvm/Support/raw_ostream.h"

namespace musify {

/// Clang's format: `file:line:col: warning: message [MU1001]`, followed by a
/// `note:` line carrying the suggestion, if any.
void emitText(const Diagnostic &D, llvm::raw_ostream &OS);

/// The JSON document described in docs/diagnostics.md (LSP-compatible ranges,
/// fix-its as text edits).
std::string diagnosticsToJson(const std::vector<Diagnostic> &Diags);

/// A SARIF 2.1.0 log with one run: rule metadata for every diagnostic ID
/// (help URIs point at docs/diagnostics/<ID>.md under \p HelpBase), one
/// result per diagnostic, fix-its as SARIF fixes. Columns are UTF-16 code
/// units, 1-based.
std::string diagnosticsToSarif(const std::vector<Diagnostic> &Diags,
                               llvm::StringRef HelpBase);

} // namespace musify

#endif // MUSIFY_DIAGNOSTICS_EMITTERS_H
