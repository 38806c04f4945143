//===- SymbolRenames.h - Rename the project's names that say CUDA -*- C++
//-*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// --rename-symbols: the translation units say which of the project's names
// carry a CUDA word and which of those must keep their name
// (ProjectSymbolFinder); this decides over the whole project, and renames a
// name in every file or in none.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_SYMBOLRENAMES_H
#define MUSIFY_LIB_MIGRATE_SYMBOLRENAMES_H

#include "musify/Analysis/ProjectSymbolFinder.h"
#include "musify/Migrate/Migrator.h"

namespace musify {

/// What a file migrated without its AST still tells: the macros it
/// `#define`s.
ProjectSymbolFacts symbolFactsFromText(const RuleSet &Rules,
                                       llvm::StringRef Path,
                                       llvm::StringRef Content);

/// Decides which names to rename and renames them in \p Result's migrated
/// texts: identifiers in sources and headers (not in comments, strings or
/// `#include` lines), macro names in build scripts, and file names. Fills
/// RenamedSymbols, KeptSymbols and NewFileNames, and reports each name at
/// its declaration (MU0004 renamed, MU0005 kept).
/// A name that \p Untouched (sources copied unchanged) use keeps its name.
/// Directories strictly below \p Root (the in-root; empty: none) that hold
/// migrated files are renamed too.
/// Files (and those directories) are renamed only with \p Paths.
void renameProjectSymbols(const RuleSet &Rules, const ProjectSymbolFacts &Facts,
                          llvm::ArrayRef<std::string> Untouched,
                          llvm::StringRef Root, bool Paths,
                          MigrationResult &Result);

} // namespace musify

#endif
