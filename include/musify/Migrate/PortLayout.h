//===- PortLayout.h - The port's final texts and places ---------*- C++ -*-===//
//
// Part of musify, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The last decisions about the port, made before anything is written: the
// name each file gets (--rename-files, renamed directories and files of
// --rename-symbols), the #include lines and build scripts that name them,
// and the --annotate comments. Output then writes what this says.
//
//===----------------------------------------------------------------------===//

#ifndef MUSIFY_MIGRATE_PORTLAYOUT_H
#define MUSIFY_MIGRATE_PORTLAYOUT_H

#include "musify/Result/MigrationResult.h"
#include <string>
#include <vector>

namespace musify {

struct LayoutOptions {
  std::string OutRoot; ///< mirror the tree under Root here, or ""
  std::string Root;    ///< the input tree's root
  bool RenameFiles = false;
  bool Annotate = false;
  /// Files of the tree that are copied, not migrated.
  std::vector<std::string> Copies;
  /// Links to files of the tree, as listed.
  std::vector<std::string> Links;
};

/// Decides the port of \p Result: its migrated texts get their annotations
/// and renamed includes, and the layout says where each file goes.
PortLayout layOutPort(MigrationResult &Result, const LayoutOptions &Options);

} // namespace musify

#endif // MUSIFY_MIGRATE_PORTLAYOUT_H
