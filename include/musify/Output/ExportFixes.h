//===- ExportFixes.h - Edits in clang-apply-replacements' form --*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_OUTPUT_EXPORTFIXES_H
#define MUSIFY_OUTPUT_EXPORTFIXES_H

#include "musify/Result/MigrationResult.h"
#include <string>

namespace musify {

/// clang-tidy's `--export-fixes` YAML (what clang-apply-replacements reads):
/// every edit of the port, file by file (diagnostic `musify-migration`, as
/// small as whole words allow), then every diagnostic, with its quick fix
/// where it has one musify did not apply. Applied to the inputs, the
/// migration's edits give exactly the migrated files of \p Result; a quick
/// fix that would overlap one of them is left out. Paths are absolute.
std::string exportFixesYaml(const MigrationResult &Result,
                            const std::string &WorkingDirectory);

} // namespace musify

#endif // MUSIFY_OUTPUT_EXPORTFIXES_H
