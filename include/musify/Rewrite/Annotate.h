//===- Annotate.h - Comments above what needs a person ----------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_REWRITE_ANNOTATE_H
#define MUSIFY_REWRITE_ANNOTATE_H

#include "musify/Diagnostics/Diagnostic.h"
#include <string>
#include <vector>

namespace musify {

/// Returns \p Migrated with a `// musify: MU1002: ...` comment, indented like
/// the line, above each line that has a warning or error in \p Diags (which
/// must all be about this file). Renames never add or remove lines, so the
/// diagnostics' line numbers hold in the migrated text. A line whose
/// previous line already carries the same comment gets no second one, so
/// annotating twice changes nothing.
std::string annotate(llvm::StringRef Migrated,
                     const std::vector<const Diagnostic *> &Diags);

} // namespace musify

#endif
