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

} // namespace musify

#endif // MUSIFY_DIAGNOSTICS_EMITTERS_H
