//===- PathRenames.h - Files and directories that say CUDA ------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// --rename-symbols, for the project's file and directory names
// (foo_cuda.h, src/cuda/): which are written under their MUSA names, and
// which keep theirs because an #include or a build script would not follow.
// The output side (lib/Output/FileRenames) rewrites includes and build
// scripts.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_LIB_MIGRATE_PATHRENAMES_H
#define MUSIFY_LIB_MIGRATE_PATHRENAMES_H

#include "musify/Migrate/Migrator.h"

namespace musify {

/// Fills \p Result's NewFileNames and NewDirNames (directories strictly
/// below the absolute \p Root; none when it is empty) and lists each name
/// in RenamedSymbols or KeptSymbols.
void planPathRenames(const RuleSet &Rules, llvm::StringRef Root,
                     MigrationResult &Result);

} // namespace musify

#endif
